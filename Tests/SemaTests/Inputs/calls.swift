// Argument labels, defaults, overloads by label and type, inout.
func greet(name: String, times: Int) -> String { // expected-note {{'greet(name:times:)' declared here}}
  return "\(name) x\(times)"
}
func move(_ x: Int, to y: Int) -> Int { return y - x } // expected-note {{'move(_:to:)' declared here}}
func scale(_ x: Int, by factor: Int = 2) -> Int { return x * factor } // expected-note {{'scale(_:by:)' declared here}}
func pick(first: Int) -> Int { return first } // expected-note {{incorrect labels for candidate (have: '(third:)', expected: '(first:)')}}
func pick(second: Int) -> Int { return second * 10 } // expected-note {{incorrect labels for candidate (have: '(third:)', expected: '(second:)')}}
func describe(_ x: Int) -> String { return "int \(x)" }
func describe(_ x: Double) -> String { return "double \(x)" }
func bump(_ value: inout Int) { value += 1 }

print(greet(name: "Ava", times: 2))
print(move(1, to: 5), scale(3), scale(3, by: 4), pick(first: 1), pick(second: 2))
print(describe(1), describe(1.5))
var counter = 0
bump(&counter)

_ = greet(person: "Ben", times: 1)   // expected-error {{incorrect argument label in call (have 'person:times:', expected 'name:times:')}}
_ = greet(who: "Ben", count: 1)      // expected-error {{incorrect argument labels in call (have 'who:count:', expected 'name:times:')}}
_ = greet("Ben", times: 1)           // expected-error {{missing argument label 'name:' in call}}
_ = move(1, y: 2)                    // expected-error {{incorrect argument label in call (have '_:y:', expected '_:to:')}}
_ = greet(times: 1, name: "x")       // expected-error {{argument 'name' must precede argument 'times'}}
_ = greet(name: "x")                 // expected-error {{missing argument for parameter 'times' in call}}
_ = move(1)                          // expected-error {{missing argument for parameter 'to' in call}}
_ = scale(1, 2)                      // expected-error {{missing argument label 'by:' in call}}
_ = greet(name: "x", times: 1, extra: 2) // expected-error {{extra argument 'extra' in call}}
_ = scale(1, by: 2, 3, 4)            // expected-error {{extra arguments at positions #3, #4 in call}}
_ = pick(third: 3)                   // expected-error {{no exact matches in call to global function 'pick'}}
_ = greet(name: 1, times: 1)         // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
bump(counter)                        // expected-error {{passing value of type 'Int' to an inout parameter requires explicit '&'}}
let fixed = 1                        // expected-note {{change 'let' to 'var' to make it mutable}}
bump(&fixed)                         // expected-error {{cannot pass immutable value as inout argument: 'fixed' is a 'let' constant}}
_ = describe(&counter)               // expected-error {{'&' used with non-inout argument of type 'Int'}}
let notAFunction = 3
notAFunction()                       // expected-error {{cannot call value of non-function type 'Int'}}
