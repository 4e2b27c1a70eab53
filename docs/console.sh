#!/usr/bin/env bash
# Keeps the transcripts in docs/*.md true: runs the commands of their ```console blocks
# and compares what they print with what the page shows (or rewrites the page).
#
# In a ```console block, a line starting with "$ " is a command; the lines after it, up
# to the next command or the end of the block, are its output (stdout and stderr
# together, as a terminal shows them). Each page runs in a fresh scratch copy of
# Examples/Employee/ (employee.swift, main.swift) with miniswiftc first on PATH, its
# commands in order, each with bash in that folder (files persist between commands; a
# `cd` or a variable does not).
#
# Usage: docs/console.sh [--update] [PAGE.md ...]      (default: every docs/*.md)
#   Without --update: prints a diff and exits 1 when a page is stale.
#   With --update: rewrites the outputs in the pages.
# After `swift build`; MINISWIFTC_BIN=dir picks another folder holding miniswiftc.
# Tests/DriverTests/WalkthroughDocTests.swift runs it without --update.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)

update=0
pages=()
for arg in "$@"; do
  case $arg in
    --update) update=1 ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) pages+=("$arg") ;;
  esac
done
if [ ${#pages[@]} -eq 0 ]; then pages=("$here"/*.md); fi

bin=${MINISWIFTC_BIN:-$root/.build/debug}
if [ ! -x "$bin/miniswiftc" ]; then
  echo "miniswiftc not found in $bin: run 'swift build' first" >&2
  exit 2
fi
export PATH="$bin:$PATH"
# Byte order for ls and sort, no colours, no terminal.
export LC_ALL=C
unset CLICOLOR_FORCE

# Prints PAGE with the output of each console command regenerated, running them in $2.
render() {
  local page=$1 scratch=$2 line in_block=0 output
  while IFS= read -r line || [ -n "$line" ]; do
    if [ $in_block -eq 1 ]; then
      if [ "$line" = '```' ]; then
        in_block=0
        printf '%s\n' "$line"
      elif [ "${line:0:2}" = '$ ' ]; then
        printf '%s\n' "$line"
        # The x keeps trailing newlines from being stripped by $(...).
        output=$(cd "$scratch" && timeout 300 bash -c "${line:2}" 2>&1 </dev/null; echo x)
        output=${output%x}
        if [ -n "$output" ]; then
          printf '%s' "$output"
          [ "${output: -1}" = $'\n' ] || printf '\n'
        fi
      fi
      # Any other line inside a block is the old output: replaced.
      continue
    fi
    printf '%s\n' "$line"
    if [ "$line" = '```console' ]; then in_block=1; fi
  done <"$page"
}

status=0
for page in "${pages[@]}"; do
  scratch=$(mktemp -d)
  cp "$root/Examples/Employee/employee.swift" "$root/Examples/Employee/main.swift" "$scratch/"
  fresh=$(mktemp)
  render "$page" "$scratch" >"$fresh"
  rm -rf "$scratch"
  if [ $update -eq 1 ]; then
    cat "$fresh" >"$page"
  elif ! cmp -s "$page" "$fresh"; then
    diff -u --label "$page (shown)" --label "$page (what the commands print)" "$page" "$fresh"
    echo "$page is stale: run docs/console.sh --update $page" >&2
    status=1
  fi
  rm -f "$fresh"
done
exit $status
