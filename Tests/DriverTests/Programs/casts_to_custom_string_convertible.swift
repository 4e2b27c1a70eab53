// Casts to the library's CustomStringConvertible from `Any`, a protocol value, an
// `AnyObject`, a generic parameter's value and an optional: the built-in types Swift
// makes conform (numbers, Bool, String, Character, Substring, arrays, dictionaries,
// sets, ranges), the library's generic types (ArraySlice) and the program's types
// that declare it; not a stride, a partial range, a tuple or a type that does not.
struct Plain {}
struct Named: CustomStringConvertible { var description: String { "Named!" } }
enum Kind: CustomStringConvertible { case a; var description: String { "Kind.a!" } }
struct Box<X>: CustomStringConvertible { var x: X; var description: String { "Box(\(x))" } }
class Base: CustomStringConvertible { var description: String { "Base!" } }
class Sub: Base {}
class Other {}

let values: [Any] = [
  5, 2.5, true, "s", Character("c"), Int8(3), UInt(4), [1, 2], ["k": 1], Set([7]), 1..<3, 1...3, 1...,
  Plain(), Named(), Kind.a, Box(x: 1), Box(x: "s"), Base(), Sub(), Other(),
  Optional(5) as Any, Optional<Int>.none as Any, Optional(Named()) as Any, (1, 2), "ab".dropFirst(),
  [1, 2, 3][1...], stride(from: 0, to: 3, by: 1),
]
for v in values {
  if let c = v as? CustomStringConvertible { print("yes", c.description) } else { print("no", v) }
}
print(values.map { $0 is CustomStringConvertible })

let five: Any = 5
if let c = five as? CustomStringConvertible { print(c.description) }
let forced = five as! CustomStringConvertible
print(forced)
switch five {
case let c as CustomStringConvertible: print("case", c)
default: print("default")
}

func describe<T>(_ t: T) -> String { (t as? CustomStringConvertible)?.description ?? "none" }
print(describe(1), describe("x"), describe(Plain()), describe(Named()), describe([1]), describe(Optional(3)),
      describe(Sub()), describe(1..<2), describe(Box(x: 2.5)))

protocol Shape {}
extension Int: Shape {}
extension Plain: Shape {}
let shapes: [any Shape] = [1, Plain()]
for s in shapes { print(s is CustomStringConvertible, (s as? CustomStringConvertible)?.description ?? "-") }
let object: AnyObject = Sub()
print((object as? CustomStringConvertible)?.description ?? "-")
let maybe: Named? = Named()
print((maybe as? CustomStringConvertible)?.description ?? "-")
