# The vtables of tests/files/zoo.swift as `-emit-sil` prints them (`sil_vtable` sections).
# swiftc's also hold a slot per designated initializer (`init!allocator`): miniswiftc
# calls initializers directly, so those lines are left out; every other line must be
# swiftc's, slot for slot.
set -e
"$MINISWIFTC" -emit-sil "$TESTS/files/zoo.swift" -module-name zoo 2>/dev/null \
  | awk '/^sil_vtable /,/^}/' | grep -v 'init!allocator'
