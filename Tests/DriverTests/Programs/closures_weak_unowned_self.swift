// [unowned self] and [weak self] capture lists (in lazy closure properties whose type
// the closure's signature tells, and in returned closures), `guard let self = self`,
// `if let self`, `self?.x`: the deinit messages show which captures keep an instance alive.
class Node {
  let name: String
  var delegate: AnyObject?
  init(name: String) { self.name = name }
  lazy var greet = { [unowned self] (greeting: String) -> String in
    return "\(greeting), \(self.name)"
  }
  lazy var shout = { [unowned self, weak delegate = self.delegate] in
    "HEY"
  }
  lazy var later: () -> String = { [weak self] in
    guard let self = self else { return "gone" }
    return "still \(self.name)"
  }
  func makeCounter() -> () -> Int {
    var count = 0
    return { [weak self] in
      count += 1
      if let s = self { print("counter of \(s.name)") } else { print("counter of nobody") }
      return count
    }
  }
  deinit { print("\(name) is being deinitialized") }
}
var n: Node? = Node(name: "a")
print(n!.greet("Hello"))
print(n!.shout())
print(n!.later())
let c = n!.makeCounter()
print(c())
n = nil
print(c())
var m: Node? = Node(name: "b")
m!.delegate = m
let f = m!.later
m = nil
print(f())
class Owner {
  var label = "owner"
  func run() -> () -> String {
    return { [weak self] in
      if let self { return "has \(self.label)" }
      return "no owner"
    }
  }
  func peek() -> () -> String? { return { [weak self] in self?.label } }
  deinit { print("Owner deinit") }
}
var o: Owner? = Owner()
let r = o!.run()
let p = o!.peek()
print(r(), p() ?? "nil")
o = nil
print(r(), p() ?? "nil")
