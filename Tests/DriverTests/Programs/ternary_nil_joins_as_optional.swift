// `c ? nil : x` joins as an optional of x's type first (`Int?` for an `Int`), as swiftc's
// solver binds it, and that converts to what the context wants: an `Int??` holding
// `Optional(nil)`, not `nil`.
protocol Named { var name: String { get } }
struct Dog: Named { var name: String }
class Animal { var kind = "animal" }
class Cat: Animal { override init() { super.init(); kind = "cat" } }
func pick(_ n: Int) -> Int { n }
let x = pick(3)
let nested: Int?? = x == 3 ? nil : x
print(nested as Any)
let nested2: Int?? = x == 4 ? nil : x
print(nested2 as Any)
let single: Int? = x == 3 ? nil : x
print(single as Any)
let anyValue: Any = x == 3 ? nil : x
print(anyValue)
let dog = Dog(name: "Rex")
let named: Named? = x == 3 ? nil : dog
print(named?.name as Any)
let named2: Named? = x == 4 ? nil : dog
print(named2?.name as Any)
let animal: Animal? = x == 4 ? nil : Cat()
print(animal?.kind as Any)
let opt: Int? = 7
let fromOptional: Int?? = x == 3 ? nil : opt
print(fromOptional as Any)
let text: String?? = x == 3 ? "three" : nil
print(text as Any)
func describe(_ v: Int??) -> String { "\(v as Any)" }
print(describe(x == 3 ? nil : x))
