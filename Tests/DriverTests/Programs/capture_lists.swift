// Closure capture lists: `[x]` copies the value when the closure is made, `[y = expr]`
// names a new constant, `[weak x]` / `[unowned x]` do not keep an instance alive, and
// `[unowned self]` breaks the cycle of an object holding a closure that uses it.
class Element {
  let name: String
  lazy var render: () -> String = {
    [unowned self] in
    return "<\(self.name)>\(name)</\(name)>"
  }
  lazy var describe: (Int) -> String = {
    [unowned self, tag = "el"] (depth: Int) -> String in
    return "\(tag):\(self.name)@\(depth)"
  }
  init(name: String) { self.name = name }
  deinit { print("\(name) deinit") }
}

var element: Element? = Element(name: "p")
print(element!.render())
print(element!.describe(2))
element = nil

var count = 1
let snapshot = { [count] in "snapshot \(count)" }
let live = { "live \(count)" }
count = 10
print(snapshot(), live())

class Resource {
  let id: Int
  init(_ id: Int) { self.id = id }
  deinit { print("resource \(id) deinit") }
}
var resource: Resource? = Resource(1)
let peek = { [weak resource] () -> String in
  if let r = resource { return "has \(r.id)" }
  return "gone"
}
let sum = { [doubled = count * 2, unowned r = resource!] (k: Int) -> Int in doubled + r.id + k }
print(peek(), sum(3))
resource = nil
print(peek())

func makeCounter() -> () -> Int {
  var total = 0
  let step = 5
  return { [step] in
    total += step
    return total
  }
}
let next = makeCounter()
print(next(), next())
