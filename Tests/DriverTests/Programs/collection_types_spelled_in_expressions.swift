// A collection type written in brackets where an expression is expected is the type,
// as swiftc's pre-check folds it: its initializer called (`[Int]()`, `[Int].init()`),
// with an element that is itself a dictionary type, a generic type applied to its
// arguments, or a generic parameter.
let ints = [Int].init()
let tables = [[String: Int]]()
let sets = [Set<Int>]()
let nested = [[String: [Int]]]()
var byName = [String: [Set<String>]]()
byName["a"] = [Set(["x"])]
print(ints, tables, sets, nested, byName)

func wrap<T>(_ x: T) -> [T] {
  var items = [T]()
  items.append(x)
  var pairs = [String: T]()
  pairs["only"] = x
  print(pairs)
  return items
}
print(wrap(3), wrap("s"))
print([Int].self, [[String: Int]].self)
