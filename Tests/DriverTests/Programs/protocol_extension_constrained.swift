// Constrained protocol extensions: `where Self: Q` and on an associated type; their
// members exist only where the requirements hold, and a default implementation from a
// constrained extension satisfies a requirement.
protocol Named {
  var name: String { get }
}

protocol Greeter {
  func greet() -> String
}

extension Greeter where Self: Named {
  func greet() -> String { "Hello, \(name)!" }
}

extension Greeter {
  func greetTwice() -> String { greet() + " " + greet() }
}

struct Person: Named, Greeter {
  var name: String
}

struct Robot: Greeter {
  func greet() -> String { "BEEP" }
}

protocol Container {
  associatedtype Item
  var items: [Item] { get }
}

extension Container {
  var count: Int { items.count }
  func first() -> Item? { items.isEmpty ? nil : items[0] }
}

extension Container where Item: Equatable {
  func contains(_ x: Item) -> Bool {
    for i in items where i == x { return true }
    return false
  }
  func allEqual() -> Bool {
    guard let f = first() else { return true }
    for i in items where i != f { return false }
    return true
  }
}

struct Bag: Container {
  var items: [String]
}

struct Numbers: Container {
  var items: [Int]
}

func summary<C: Container>(_ c: C) -> String where C.Item: Equatable {
  "\(c.count) items, all equal: \(c.allEqual())"
}

print(Person(name: "Ann").greet())
print(Person(name: "Bo").greetTwice())
print(Robot().greetTwice())
let bag = Bag(items: ["a", "b"])
print(bag.count, bag.first() ?? "-", bag.contains("b"), bag.contains("z"))
let nums = Numbers(items: [3, 3, 3])
print(summary(nums), summary(Numbers(items: [])), summary(bag))
print(Numbers(items: [1, 2]).first() ?? 0)
let greeters: [Greeter] = [Person(name: "Cy"), Robot()]
for g in greeters { print(g.greet(), g.greetTwice()) }
