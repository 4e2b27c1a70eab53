// `weak` and `unowned` locals and globals hold class instances, `weak` ones optional,
// as properties do; the type is checked once the initializer gives it.
class Engine {}
weak var spare = 5 // expected-error {{'weak' may only be applied to class and class-bound protocol types, not 'Int'}}
func drive() {
  weak var inferred = 0 // expected-error {{'weak' may only be applied to class and class-bound protocol types, not 'Int'}}
  unowned let label: String = "" // expected-error {{'unowned' may only be applied to class and class-bound protocol types, not 'String'}}
  weak var strongLooking: Engine = Engine() // expected-error {{'weak' variable should have optional type 'Engine?'}}
  inferred = 1
  strongLooking = Engine()
  print(inferred as Any, label, strongLooking)
}
