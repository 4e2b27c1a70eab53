# A backtrace through a recursion: each frame at the line of its call.
set -e
cp "$TESTS/files/recursion.swift" .
"$MINISWIFTC" -g recursion.swift -o recursion
gdb -nx -batch -ex 'break recursion.swift:3' -ex run -ex bt -ex finish -ex next ./recursion 2>&1 \
  | grep -E $'^(#[0-9]|[0-9]+\t|Breakpoint 1,)' | sed -E 's/^Breakpoint 1, .* at /stopped at /; s/^(#[0-9]+) .* at /\1 at /'
