// `swapAt` with an index past the end traps as Swift's does, where its read of the
// element checks the index.
var a = [1, 2]
a.swapAt(0, 1)
print(a)
a.swapAt(0, 5)
print("unreachable")
