struct Address { var city: String }
struct Person { var name: String; var address: Address? }
struct Box<T> { var value: T }
let name = \Person.name
let city = \Person.address?.city
let forced = \Person.address!.city
let boxed = \Box<Int>.value
let whole = \Int.self
let names = [Person(name: "A", address: nil)].map(\.name)
let cities: KeyPath<Person, String?> = \.address?.city
var p = Person(name: "B", address: nil)
p[keyPath: name] = "C"
print(p[keyPath: \.self].name)
