// An inout argument binds a generic parameter to its variable's type, which no other
// argument may change: swiftc blames the first argument of another type as a conversion
// to it, where two values of different types for a plain `T` "conflict".
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
  let temporaryA = a
  a = b
  b = temporaryA
}
var int = 1
var string = "s"
var double = 1.5
swapTwoValues(&int, &string) // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
swapTwoValues(&string, &int) // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
swapTwoValues(&int, &double) // expected-error {{cannot convert value of type 'Double' to expected argument type 'Int'}}

func assign<T>(_ target: inout T, _ value: T) { target = value }
assign(&int, string) // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
assign(&int, "x") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}

func store<T>(_ value: T, into target: inout T) { target = value }
store(int, into: &string) // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}

func same<T>(_ a: T, _ b: T) {}
same(int, string) // expected-error {{conflicting arguments to generic parameter 'T' ('Int' vs. 'String')}}
same(1, string) // expected-error {{conflicting arguments to generic parameter 'T' ('String' vs. 'Int')}}
