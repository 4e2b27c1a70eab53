# The functions and accessors a library exports, as `nm` lists them and `swift demangle`
# reads them: every name must be the one swiftc gives the same declaration. Only the
# kinds of symbols both compilers define are kept (names ending in F, FZ: functions;
# vg, vs and their Z forms: getters and setters; fC: allocating initializers): swiftc
# also exports metadata, descriptors and stored-property accessors that miniswiftc
# does without.
set -e
"$MINISWIFTC" "$TESTS/files/Shapes.swift" -emit-library -parse-as-library -module-name Shapes
nm -g --defined-only libShapes.so | awk '$2 == "T" { print $3 }' \
  | grep -E '^\$s.*(F|FZ|vg|vgZ|vs|vsZ|fC)$' | LC_ALL=C sort | xargs swift demangle
