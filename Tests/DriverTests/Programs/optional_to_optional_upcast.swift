// An optional converted to an optional of a supertype (`Dog?` as `Animal?`, `Square?`
// as `Shape?`): the value inside converted, nil kept; `Int?` as `Int??` still wraps.
class Animal { func name() -> String { "animal" } }
class Dog: Animal { override func name() -> String { "dog" } }
protocol Shape { func area() -> Double }
struct Square: Shape { var s: Double; func area() -> Double { s * s } }
func describe(_ a: Animal?) -> String { a?.name() ?? "nobody" }
let d: Dog? = Dog()
let none: Dog? = nil
print(describe(d), describe(none))
var pet: Animal? = none
print(pet == nil)
pet = d
print(pet!.name())
let sq: Square? = Square(s: 3)
let shape: Shape? = sq
print(shape?.area() ?? -1)
let noSquare: Square? = nil
let noShape: Shape? = noSquare
print(noShape == nil)
let pets: [Animal?] = [d, none]
print(pets.map { $0?.name() ?? "-" })
let inner: Int? = nil
let nested: Int?? = inner
print(nested == nil, nested as Any)
func maybeDog(_ b: Bool) -> Dog? { b ? Dog() : nil }
let anyPet: Animal? = maybeDog(true)
print(anyPet?.name() ?? "none")
