// Key paths as the functions the library's algorithms take (SE-0249), over overloads too
// (contains(where:) beside contains(_:)), through a dictionary's (key:, value:) element,
// and tuples written through a key path.
struct T { var done: Bool; var n: Int; var o: Int? }
let ts = [T(done: true, n: 1, o: nil), T(done: false, n: 2, o: 5)]
print(ts.contains(where: \.done), ts.first(where: \.done)?.n as Any, ts.allSatisfy(\.done))
print(ts.compactMap(\.o), ts.map(\.n).reduce(0, +))
print(ts.sorted { $0.n > $1.n }.map(\.n))
ts.forEach { print($0[keyPath: \.n]) }
let s: Set = [1, 2]
print(s.map(\.self).sorted())
print(["a": 1].map(\.key))
let opt: T? = ts[0]
print(opt.map(\.n) as Any)
var pair = (a: 1, b: "x")
pair[keyPath: \.a] = 5
print(pair, pair[keyPath: \.b])
