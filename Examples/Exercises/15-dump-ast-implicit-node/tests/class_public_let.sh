# A class's `public let`: implicitly `final`, and its getter `@_transparent`.
set -e
cp "$TESTS/files/shapes.swift" .
"$MINISWIFTC" -dump-ast shapes.swift 2>/dev/null \
  | sed -E 's/<anonymous @ 0x[0-9a-f]+>/<anonymous>/g; s/ (decl_context|init_context)=0x[0-9a-f]+//g' \
  | grep -A 11 '(var_decl .*"text" '
