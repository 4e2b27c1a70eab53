// Key-path expressions: written with a root type or taken from the context, read and
// written with subscript(keyPath:), used as functions (SE-0249), and printed.
struct Address {
    var city: String
    var zip: Int
}

struct Person {
    var name: String
    let birthYear: Int
    var address: Address
    var previous: Address?
    var greeting: String { "Hi, " + name }
}

class Account {
    var balance = 0
    let owner: String
    init(owner: String) { self.owner = owner }
}

struct Box<T> {
    var value: T
}

var ann = Person(name: "Ann", birthYear: 1990, address: Address(city: "Oslo", zip: 150), previous: nil)
let bo = Person(name: "Bo", birthYear: 1985, address: Address(city: "Rome", zip: 100),
                previous: Address(city: "Pisa", zip: 561))

let name = \Person.name
let city = \Person.address.city
print(ann[keyPath: name], ann[keyPath: city], bo[keyPath: \Person.birthYear])
ann[keyPath: name] = "Anna"
ann[keyPath: \Person.address.zip] = ann[keyPath: \Person.address.zip] + 1
ann[keyPath: city] = "Bergen"
print(ann.name, ann.address.city, ann.address.zip)
print(ann[keyPath: \.greeting])

// Through optional chaining and force unwrapping.
let previousCity = \Person.previous?.city
print(ann[keyPath: previousCity] as Any, bo[keyPath: previousCity] as Any)
print(bo[keyPath: \Person.previous!.zip])

// A key path as a function.
let people = [ann, bo]
print(people.map(\.name), people.map(\.address.city))
print(people.filter(\.address.city.isEmpty).count)
let byYear: (Person) -> Int = \.birthYear
print(people.map(byYear))

// Identity, classes and generic roots.
print(ann[keyPath: \.self].name, 7[keyPath: \Int.self])
let account = Account(owner: "Cy")
let balance = \Account.balance
account[keyPath: balance] = 40
account[keyPath: \Account.balance] = account[keyPath: balance] + 2
print(account.balance, account[keyPath: \.owner])
var box = Box(value: 3)
box[keyPath: \Box<Int>.value] = 9
print(box.value)

// Key paths as values: passed, stored, compared by what they reach, printed.
func describe<Value>(_ people: [Person], _ path: KeyPath<Person, Value>) -> [Value] {
    var values: [Value] = []
    for p in people { values.append(p[keyPath: path]) }
    return values
}
print(describe(people, \.address.zip), describe(people, name))
let readOnly: KeyPath<Person, String> = name
print(bo[keyPath: readOnly])
print(name, city, previousCity, \Person.previous!.zip, \Box<Int>.value, \Int.self)
print([name, city])

// The library's types named with their module, as module interfaces name them.
let qualified: Swift.KeyPath<Person, String> = \Person.name
let pairs: Swift.Zip2Sequence<[Int], [String]> = zip([1, 2], ["a", "b"])
print(bo[keyPath: qualified], Array(pairs).count)
