struct Address { var city: String }
struct Person { var name: String; let age: Int; var address: Address? }
class Account { var balance = 0 }
let name = \Person.name
let age = \Person.age
let city = \Person.address?.city
let forced = \Person.address!.city
let cities: KeyPath<Person, String?> = \.address?.city
let whole = \Int.self
let person = \Person.self
let balance = \Account.balance
var p = Person(name: "B", age: 3, address: nil)
p[keyPath: name] = "C"
let q = p
print(q[keyPath: name], q[keyPath: \Person.age])
