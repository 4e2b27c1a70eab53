// String's removeFirst(_:) of more than it has, with swiftc's message and location.
var s = "ab"
s.removeFirst(5)
print(s)
