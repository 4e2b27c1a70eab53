// Generic functions: bodies checked against their constraints, generic arguments
// inferred at each call and their conformances checked there.
func largest<T: Comparable>(_ a: [T]) -> T { // expected-note {{where 'T' = 'Score'}}
  var best = a[0]
  for x in a {
    if x > best { best = x }
  }
  return best
}
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { return a == b }
protocol Named { var name: String { get } }
func names<T: Named>(_ xs: [T]) -> [String] { return xs.map({ (x: T) -> String in x.name }) }
func both<T: Comparable>(_ a: T, _ b: T) -> Bool { return same(a, b) && largest([a, b]) == b }
struct Score { var points: Int }
print(largest([3, 9, 4]), same("a", "b"), both(1.5, 2.5))
print(largest([Score(points: 1)]).points) // expected-error {{global function 'largest' requires that 'Score' conform to 'Comparable'}}
func make<T>() -> [T] { return [] } // expected-note {{in call to function 'make()'}}
let made: [Int] = make()
let unknown = make() // expected-error {{generic parameter 'T' could not be inferred}}
func show<T>(_ x: T) { print(x, "\(x)") }
func bad<T>(_ a: T, _ b: T) -> Bool { return a < b } // expected-error {{binary operator '<' cannot be applied to two 'T' operands}}
struct Bag {
  var items: [Int] = []
  func mapped<T>(_ f: (Int) -> T) -> [T] { return items.map(f) }
  static func pick<T>(_ a: T, _ b: T) -> T { return a }
}
print(Bag().mapped({ i in "\(i)" }).count, Bag.pick(1, 2))
