# Where gdb stops: the source lines of a -g build, as the debugger sees them.
set -e
cp "$TESTS/files/steps.swift" .
"$MINISWIFTC" -g steps.swift -o steps
gdb -nx -batch -ex 'break steps.swift:8' -ex run -ex step -ex next -ex next -ex 'info line *$pc' ./steps 2>&1 \
  | grep -E $'^(Breakpoint 1,|[0-9]+\t|Line [0-9]+)' | sed -E 's/^Breakpoint 1, .* at /stopped at /; s/ (is at|starts at) address.*//; s/^Line ([0-9]+) of "([^"]*)".*/line \1 of \2/'
