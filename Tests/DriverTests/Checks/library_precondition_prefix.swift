// A check of the library's own names Swift's source, as swiftc's library does:
// -Onone: "Swift/Collection.swift:1329: Fatal error: ..."; -O: a bare trap.
let length = -1
print("taking")
print([1, 2].prefix(length))
print("unreachable")
