// Generic methods of classes: specialized per argument list and called directly (a
// subclass inherits them; they are not in the vtable).
class Shelf {
  var name: String
  init(name: String) { self.name = name }
  func describe() -> String { "shelf \(name)" }
  func pair<T>(_ t: T) -> (String, T) { (name, t) }
  func largest<T: Comparable>(_ a: [T]) -> T? {
    var best: T? = nil
    for x in a { if let b = best { if x > b { best = x } } else { best = x } }
    return best
  }
  static func make<T>(_ t: T) -> [T] { [t, t] }
}
class Bookcase: Shelf {
  override func describe() -> String { "bookcase \(name)" }
  func twice<U>(_ u: U) -> [U] { [u, u, u] }
}
let s: Shelf = Bookcase(name: "oak")
print(s.describe(), s.pair(3), s.pair("x"))
print(s.largest([3, 9, 2]) ?? 0, s.largest(["b", "a"]) ?? "")
let b = Bookcase(name: "pine")
print(b.twice(1.5), b.pair(true), Shelf.make(1))
