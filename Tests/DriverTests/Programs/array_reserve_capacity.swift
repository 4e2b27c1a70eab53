// reserveCapacity(_:): room made ahead, the array made unique (a copy keeps its own
// elements), and map over an empty and a shared array.
var a: [String] = []
a.reserveCapacity(10)
a.append("x")
var b = a
b.reserveCapacity(100)
b.append("y")
print(a, b, [1, 2, 3].map { $0 * 2 }, [Int]().map { $0 })
