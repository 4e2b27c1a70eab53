// Operator requirements of a program's protocol, witnessed by a static member or by an
// operator written at file scope, used through generic parameters and a protocol
// extension's members.
protocol Summable {
  static func + (a: Self, b: Self) -> Self
  static var zero: Self { get }
}

extension Summable {
  static func - (a: Self, b: Self) -> Self { a }
  func twice() -> Self { self + self }
}

struct Money: Summable {
  var cents: Int
  static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
  static var zero: Money { Money(cents: 0) }
}

struct Vec {
  var x: Int, y: Int
}
func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
extension Vec: Summable {
  static var zero: Vec { Vec(x: 0, y: 0) }
}

func sum<T: Summable>(_ a: T, _ b: T) -> T { a + b }
func total<T: Summable>(_ xs: [T]) -> T {
  var t = xs[0]
  for i in 1..<xs.count { t = t + xs[i] }
  return t
}

print(sum(Money(cents: 3), Money(cents: 4)).cents)
print(sum(Vec(x: 1, y: 2), Vec(x: 10, y: 20)))
print(total([Money(cents: 1), Money(cents: 2), Money(cents: 5)]).cents)
print(total([Vec(x: 1, y: 1), Vec(x: 2, y: 2)]))
print(Money(cents: 9).twice().cents)
print((Money(cents: 9) - Money(cents: 1)).cents)
