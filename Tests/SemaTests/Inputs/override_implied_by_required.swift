// A required initializer's override is itself `required`, which implies `override`:
// writing both is allowed, with swiftc's warning.
class Vehicle {
  required init() {} // expected-note {{overridden required initializer is here}}
}
class Car: Vehicle {
  override required init() {} // expected-warning {{'override' is implied when overriding a required initializer}}
}
class Bike: Vehicle {
  required init() {}
}
print(Car(), Bike())
