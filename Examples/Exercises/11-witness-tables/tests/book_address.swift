// The book's shape: an employee holds its address as a protocol type (an existential);
// reading `address.street` calls the conforming type's getter through a witness table.
protocol Address {
  var street: String { get }
  var city: String { get }
  func formatted(upperCaseCity: Bool) -> String
}

struct GermanAddress: Address {
  let street: String
  let number: Int
  let city: String
  func formatted(upperCaseCity: Bool) -> String {
    let c = upperCaseCity ? city + "!" : city
    return "\(number). \(street), \(c), Germany"
  }
}

class CzechAddress: Address {
  var street: String
  var city: String { "Praha" }
  init(street: String) {
    self.street = street
  }
  func formatted(upperCaseCity: Bool) -> String {
    return street + ", " + city + ", Czechia"
  }
}

struct Employee {
  let name: String
  let address: Address
}

func printEmployeeInfo(_ e: Employee) {
  print(e.name)
  print(e.address.formatted(upperCaseCity: false))
}

let cyril = Employee(name: "Cyril Cermak", address: GermanAddress(street: "PorschePlatz", number: 1, city: "Stuttgart"))
let jan = Employee(name: "Jan Novak", address: CzechAddress(street: "Vodickova 12"))
printEmployeeInfo(cyril)
printEmployeeInfo(jan)
print(cyril.address.street, "/", jan.address.city)
print(cyril.address.formatted(upperCaseCity: true))
