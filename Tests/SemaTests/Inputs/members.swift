// Member lookup on structs, classes, existentials, types; static and instance members.
struct Temperature {
  var celsius: Int
  static let freezing = 0
  static func boiling() -> Temperature { return Temperature(celsius: 100) }
  var fahrenheit: Int { celsius * 9 / 5 + 32 }
  func warmer(by d: Int) -> Temperature { return Temperature(celsius: celsius + d) }
}

class Animal {
  var legs = 4
  func sound() -> String { return "..." }
}
class Bird: Animal {
  var wings = 2
}

protocol Named {
  var name: String { get }
  func greeting() -> String
}
struct Person: Named {
  let name: String
  func greeting() -> String { return "hi \(name)" }
}

let today = Temperature(celsius: 20)
let boiling = Temperature.boiling()
let bird = Bird()
let someone: Named = Person(name: "Ada")
print(today.fahrenheit, today.warmer(by: 1).celsius, Temperature.freezing, boiling.celsius)
print(bird.legs, bird.wings, bird.sound(), someone.name, someone.greeting(), "abc".count, "".isEmpty)
print(Int.max, Int.min)

print(today.kelvin)                  // expected-error {{value of type 'Temperature' has no member 'kelvin'}}
print(Temperature.warmer(by: 1))     // expected-error {{instance member 'warmer' cannot be used on type 'Temperature'; did you mean to use a value of this type instead?}}
print(today.fahrenheit())            // expected-error {{cannot call value of non-function type 'Int'}}
print(today.freezing)                // expected-error {{static member 'freezing' cannot be used on instance of type 'Temperature'}}
print(someone.age)                   // expected-error {{value of type 'any Named' has no member 'age'}}
print(Temperature.absoluteZero)      // expected-error {{type 'Temperature' has no member 'absoluteZero'}}
print(bird.fly())                    // expected-error {{value of type 'Bird' has no member 'fly'}}
