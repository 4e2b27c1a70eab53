# A struct's `var` has three implicit accessors: `get`, `set` (assigning its `value`)
# and `_modify` (yielding the storage `inout`); `self` is `inout` in the last two.
set -e
cp "$TESTS/files/shapes.swift" .
"$MINISWIFTC" -dump-ast shapes.swift 2>/dev/null \
  | sed -E 's/<anonymous @ 0x[0-9a-f]+>/<anonymous>/g; s/ (decl_context|init_context)=0x[0-9a-f]+//g' \
  | grep -A 25 '(var_decl .*"y" '
