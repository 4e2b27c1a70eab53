# The implicit getter of a struct's `let`: it returns the storage (`direct_to_storage`)
# of `self`. (Pointers, which only swiftc prints, are removed.)
set -e
cp "$TESTS/files/shapes.swift" .
"$MINISWIFTC" -dump-ast shapes.swift 2>/dev/null \
  | sed -E 's/<anonymous @ 0x[0-9a-f]+>/<anonymous>/g; s/ (decl_context|init_context)=0x[0-9a-f]+//g' \
  | grep -A 8 '(var_decl .*"x" '
