#!/usr/bin/env bash
# The "Swift Compiler" chapter of *Modular Architecture on iOS/macOS*, on Linux, with
# miniswiftc in place of swiftc: parse, type-check, LLVM IR, then "Exporting dylib":
# build employee.swift into a library, link main.swift against it, meet the loader's
# error, fix the load path three ways, and examine the library.
#
# Usage: Examples/Employee/walkthrough.sh   (after `swift build`; MINISWIFTC_BIN=dir
# picks another build folder). Runs in a scratch folder; prints each command and its
# output. Exit status 0 when every step did what the chapter says.
# `walkthrough.sh --update-readme` also rewrites the transcript in README.md (a test
# fails when that transcript and this script's output differ).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" = "--update-readme" ]; then
  out=$("$0")
  python3 - "$here/README.md" "$out" <<'PY'
import sys
path, out = sys.argv[1], sys.argv[2]
text = open(path).read()
begin, end = "<!-- walkthrough:begin -->\n```console\n", "```\n<!-- walkthrough:end -->"
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
open(path, "w").write(head + begin + out.strip("\n") + "\n" + end + tail)
PY
  exit 0
fi
root=$(cd "$here/../.." && pwd)
bin=${MINISWIFTC_BIN:-$root/.build/debug}
if [ ! -x "$bin/miniswiftc" ]; then
  echo "miniswiftc not found in $bin: run 'swift build' first" >&2
  exit 1
fi
export PATH="$bin:$PATH"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$here/employee.swift" "$here/main.swift" "$scratch/"
cd "$scratch"

section() { printf '\n== %s\n' "$*"; }
# Prints a command as typed, then runs it.
run() { printf '$ %s\n' "$*"; eval "$*"; }

section "Parsing: the syntax tree (first lines)"
run "miniswiftc ./employee.swift -dump-parse | head -n 8"

section "Semantic analysis: the typed tree (first lines)"
run "miniswiftc ./employee.swift -dump-ast -parse-as-library -module-name Employee | head -n 8"

section "LLVM IR: the functions it defines"
run "miniswiftc ./employee.swift -emit-ir -parse-as-library -module-name Employee | grep '^define' | grep -v -e private -e linkonce_odr | head -n 5"

section "Exporting the library"
run "miniswiftc ./employee.swift -emit-library -emit-module -parse-as-library -module-name Employee"
run "ls"
run "mkdir Frameworks && mv libEmployee.so Employee.swiftmodule Frameworks/"
run "miniswiftc main.swift -emit-executable -lEmployee -I ./Frameworks -L ./Frameworks"

section "Running it: the loader cannot find the library (dyld's 'Library not loaded' on macOS)"
printf '$ %s\n' "./main"
if ./main 2>&1; then
  echo "expected the loader to fail" >&2
  exit 1
fi

section "Examining the library (otool -L / -l / -hv on macOS)"
run "readelf -d main | grep -E 'NEEDED|RPATH|RUNPATH'"
run "readelf -h Frameworks/libEmployee.so | grep -E 'Class|Type|Machine'"
run "readelf -d Frameworks/libEmployee.so | grep NEEDED"
run "ldd ./main | grep -E 'libEmployee|libc\\.' | sed 's/ (0x[0-9a-f]*)//'"
if command -v swift >/dev/null 2>&1; then
  run "nm -D --defined-only --format=just-symbols Frameworks/libEmployee.so | swift demangle | grep -E 'printEmployeeInfo|witness table'"
fi
run "strings -a Frameworks/libEmployee.so | grep -E '^\\\$s8Employee' | sort -u | head -n 3"

section "Fix 1: tell the loader where to look"
run "LD_LIBRARY_PATH=./Frameworks ./main"

section "Fix 2: record the load path in the executable (rpath, like @executable_path)"
run "miniswiftc main.swift -emit-executable -lEmployee -I ./Frameworks -L ./Frameworks -Xlinker -rpath -Xlinker '\$ORIGIN/Frameworks'"
run "readelf -d main | grep -E 'RPATH|RUNPATH'"
if command -v patchelf >/dev/null 2>&1; then
  section "Fix 3: patch the executable afterwards (patchelf, like install_name_tool)"
  run "miniswiftc main.swift -emit-executable -lEmployee -I ./Frameworks -L ./Frameworks"
  run "patchelf --set-rpath '\$ORIGIN/Frameworks' main"
fi
run "./main"
