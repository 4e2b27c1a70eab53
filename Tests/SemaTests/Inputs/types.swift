// Type resolution, literal typing and conversions.
let a: Int = 5
let b: Double = 5            // an integer literal can be a Double
let c = 2.5 * 2              // Double
let d: Double = 1 + 2        // both literals become Double
let smallest = -9223372036854775808
let age: Int = "42"          // expected-error {{cannot convert value of type 'String' to specified type 'Int'}}
let ratio: Int = 0.5         // expected-error {{cannot convert value of type 'Double' to specified type 'Int'}}
let sum: String = 1 + 2      // expected-error {{cannot convert value of type 'Int' to specified type 'String'}}
var name: Foo = 3            // expected-error {{cannot find type 'Foo' in scope}}
let flag = true ? 1 : "one"  // expected-error {{result values in '? :' expression have mismatching types 'Int' and 'String'}}
let mixed = true ? 1 : 2.5   // Double

func takesDouble(_ x: Double) -> Double { return x }
let e = takesDouble(3)
let f = takesDouble(a)       // expected-error {{cannot convert value of type 'Int' to expected argument type 'Double'}}

var text = "abc"
text = 5                     // expected-error {{cannot assign value of type 'Int' to type 'String'}}

func wrongReturn() -> Int {
  return "no"                // expected-error {{cannot convert return expression of type 'String' to return type 'Int'}}
}

func voidReturn() {
  return 1                   // expected-error {{unexpected non-void return value in void function}}
  // expected-note@-1 {{did you mean to add a return type?}}
}

func noValue() -> Int {
  return                     // expected-error {{non-void function should return a value}}
}

print(a, b, c, d, smallest, mixed, e, text)
