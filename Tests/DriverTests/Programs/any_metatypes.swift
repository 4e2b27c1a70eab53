// Any.Type: any type's metatype value (a class's, a protocol value's dynamic type, a
// struct's, a built-in or generic type's), printed by name.
protocol Shape {}
struct Square: Shape {}
class Animal {}
class Dog: Animal {}
struct Box<T> { var v: T }
enum Suit { case hearts }
let m: Any.Type = Int.self
print(m)
let types: [Any.Type] = [Int.self, String.self, Square.self, Dog.self, [Int].self, Box<Double>.self, Suit.self, Double?.self]
for t in types { print(t) }
print(types)
let s: Shape = Square()
let dynamic: Any.Type = type(of: s)
let animal: Animal = Dog()
let classType: Any.Type = type(of: animal)
print(dynamic, classType)
func name(of t: Any.Type) -> String { "\(t)" }
print(name(of: Suit.self), name(of: (Int, String).self))
let maybe: Any.Type? = m
print(maybe as Any)
let boxed: Any = m
print(boxed)
print(Any.self)
let anyItself: Any.Type = Any.self
let withAny: [Any.Type] = [anyItself, Int.self]
print(withAny)
