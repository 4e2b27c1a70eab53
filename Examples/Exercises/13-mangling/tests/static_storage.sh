# The storage of a global and of static stored properties (`vp`) and their addressors
# (`vau`, the function that returns the storage's address after initializing it once),
# in an object file: each name must be the one swiftc gives it.
set -e
"$MINISWIFTC" -c "$TESTS/files/Settings.swift" -parse-as-library -module-name App -o settings.o
nm --defined-only settings.o | awk '{ print $3 }' \
  | grep -E '^\$s.*(vp|vpZ|vau)$' | LC_ALL=C sort | xargs swift demangle
