// A closure written in an initializer of a generic type is emitted in the initializer's
// specialization: `$0` is an Int here, not the generic parameter's name.
struct Box<T> {
  var s: [String]
  init(_ v: [T]) { s = v.map { "\($0)" } }
}

final class Shelf<T> {
  var s: [String]
  init(_ v: [T]) { s = v.map { "<\($0)>" } }
}

print(Box([1, 2]).s, Shelf([3.5]).s, Box(["a"]).s)
