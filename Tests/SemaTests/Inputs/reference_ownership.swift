// `weak` holds an optional class instance; `unowned` a class instance.
class Engine {}
class Car {
  weak var engine: Engine? = nil
  unowned let spare: Engine
  weak var strongLooking: Engine = Engine() // expected-error {{'weak' variable should have optional type 'Engine?'}}
  weak var count: Int? = 0 // expected-error {{'weak' may only be applied to class and class-bound protocol types, not 'Int'}}
  unowned let label: String = "" // expected-error {{'unowned' may only be applied to class and class-bound protocol types, not 'String'}}
  weak var inferred = 0 // expected-error {{'weak' may only be applied to class and class-bound protocol types, not 'Int'}}
  unowned var inferredName = "" // expected-error {{'unowned' may only be applied to class and class-bound protocol types, not 'String'}}
  init(spare: Engine) { self.spare = spare }
}
