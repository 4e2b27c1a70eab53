// `x is AnyObject` holds for every value: Swift's runtime boxes a value that is not an
// object in one (`__SwiftValue`, on Linux too), so a struct, an enum, a built-in
// type's value, a tuple, a function, an `Any`, a protocol value and a generic
// parameter's value all are; swiftc warns that the test is always true. The operand is
// still evaluated.
protocol Shape {}
struct Square: Shape { var side = 2 }
enum Suit { case hearts }
final class Box {}
var calls = 0
func next() -> Int {
  calls += 1
  return calls
}
let square = Square()
print(square is AnyObject, Suit.hearts is AnyObject, 5 is AnyObject, "s" is AnyObject)
print([1, 2] is AnyObject, ["k": 1] is AnyObject, (1, "a") is AnyObject)
let pair = (1, 2.5)
let double = { (x: Int) in x * 2 }
print(pair is AnyObject, double is AnyObject, Int.self is AnyObject, Box() is AnyObject)
let things: [Any] = [1, square, Box(), "x"]
print(things.map { $0 is AnyObject })
let shape: any Shape = square
print(shape is AnyObject)
func isObject<T>(_ value: T) -> Bool { value is AnyObject }
print(isObject(square), isObject(Box()), isObject(3.5))
print(next() is AnyObject, next() is AnyObject, calls)
if square is AnyObject { print("boxed") }
