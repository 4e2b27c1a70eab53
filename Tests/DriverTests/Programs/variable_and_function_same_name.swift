// A variable and a function taking parameters may share a name (`total` and
// `total(_:)` are different names), at file scope, among a type's members and its
// static members; a use of the bare name is the variable, a call the function.
var total = 10
func total(_ extra: Int) -> Int { total + extra }
struct Shelf {
  var count = 2
  func count(of x: Int) -> Int { count * x }
  static var shared = 3
  static func shared(_ k: Int) -> Int { shared + k }
  // A static function without parameters and an instance property: no clash either.
  var size = 4
  static func size() -> Int { 5 }
}
let s = Shelf()
print(total, total(5))
print(s.count, s.count(of: 3), Shelf.shared, Shelf.shared(1), s.size, Shelf.size())
total = 20
print(total(1))
let scale = 3
func scale(_ values: [Int]) -> [Int] { values.map { $0 * scale } }
print(scale([1, 2]), scale)
