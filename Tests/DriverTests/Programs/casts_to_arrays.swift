// Casts to an array of another element type, element by element as Swift's runtime
// does: from an array (`things as? [String]` with `things: [Any]`), from an `Any` or a
// protocol value holding one (`[Any]`, `[any P]`, an array of class instances, nested
// arrays, an Optional of one), in `is`, `as?`, `as!` and `case let x as [T]`.
protocol Named { func name() -> String }
struct Item: Named { var v: Int; func name() -> String { "Item\(v)" } }
class Animal {}
class Dog: Animal {}

let things: [Any] = ["a", "b"]
if let strings = things as? [String] { print(strings, strings.count) }
let mixed: [Any] = ["a", 1]
print(mixed as? [String] as Any)
print(mixed is [String], things is [String], mixed is [Int])
let empty: [Any] = []
print(empty as? [Int] as Any)
print(things as! [String])
let named: [any Named] = [Item(v: 1), Item(v: 2)]
if let items = named as? [Item] { print(items.map { $0.v }) }
let animals: [Animal] = [Dog(), Dog()]
if let dogs = animals as? [Dog] { print(dogs.count) }
let zoo: [Animal] = [Dog(), Animal()]
print((zoo as? [Dog])?.count as Any)
let boxes: [Any] = [Item(v: 3), Item(v: 4)]
if let ns = boxes as? [Named] { print(ns.map { $0.name() }) }
let grid: [Any] = [[1, 2], [3]]
print(grid as? [[Int]] as Any)
func ints<T>(_ t: [T]) -> [Int]? { t as? [Int] }
print(ints([1, 2]) as Any, ints(["x"]) as Any)
let withOptional: [Any] = [Optional(1) as Any, 2]
print(withOptional as? [Int] as Any)
let maybe: [Any]? = things
print(maybe as? [String] as Any)

// From an `Any` holding an array of another element type.
let anys: [Any] = [1, 2]
let value: Any = anys
print(value as? [Int] as Any, value is [Int], value is [String])
let direct: Any = [1, 2]
print(direct as? [Int] as Any)
let pack: Any = [Dog(), Dog()]
print((pack as? [Dog])?.count as Any)
let herd: Any = zoo
print((herd as? [Dog])?.count as Any)
let namedValue: Any = named
print((namedValue as? [Item])?.map { $0.v } as Any)
let nested: Any = [[1, 2] as [Any], [3]] as [Any]
print(nested as? [[Int]] as Any)
let wrapped: Any = Optional(anys) as Any
print(wrapped as? [Int] as Any)
print(value as! [Int])
switch value {
case let xs as [Int]: print("case", xs)
default: print("default")
}
