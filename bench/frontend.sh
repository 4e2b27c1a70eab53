#!/usr/bin/env bash
# Front-end speed, side by side with swiftc: `-parse` and `-typecheck` of programs from
# ../shared/bench/gen_large.py at two sizes, CPU time (user+sys) of each, best of N runs.
# Linear scaling shows as x10 time for x10 lines.
#
# Usage: swift build -c release && bench/frontend.sh [runs] [small] [large]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mini=${MINISWIFTC:-$root/.build/release/miniswiftc}
gen=${GEN_LARGE:-$root/../shared/bench/gen_large.py}
runs=${1:-5}
sizes=("${2:-5000}" "${3:-50000}")
[ -x "$mini" ] || { echo "no $mini: run 'swift build -c release'" >&2; exit 1; }
[ -f "$gen" ] || { echo "no $gen (the shared benchmark kit)" >&2; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# Best CPU time (user+sys, seconds) of `runs` runs of a command.
best() {
  local t min=""
  for _ in $(seq "$runs"); do
    t=$( { /usr/bin/time -f "%U %S" "$@" >/dev/null 2>/dev/null; } 2>&1 | tail -n 1 | awk '{print $1 + $2}')
    if [ -z "$min" ] || awk "BEGIN{exit !($t < $min)}"; then min=$t; fi
  done
  echo "$min"
}

printf '%8s %-10s %10s %10s %8s\n' lines mode mini_s swiftc_s ratio
for n in "${sizes[@]}"; do
  python3 "$gen" "$n" > "$dir/large$n.swift"
  for mode in -parse -typecheck; do
    m=$(best "$mini" "$mode" "$dir/large$n.swift")
    if command -v swiftc >/dev/null 2>&1; then
      r=$(best swiftc "$mode" "$dir/large$n.swift")
      ratio=$(awk "BEGIN{printf \"%.3f\", $m / $r}")
    else
      r="-"; ratio="-"
    fi
    printf '%8s %-10s %10s %10s %8s\n' "$n" "$mode" "$m" "$r" "$ratio"
  done
done
