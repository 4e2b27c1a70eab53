// `nil` as the value of a variable whose written type is not optional: swiftc suggests
// the optional type where it is written.
let count: Int = nil // expected-error {{'nil' cannot initialize specified type 'Int'}} expected-note@:12 {{add '?' to form the optional type 'Int?'}}
var list: [Int] = nil // expected-error {{'nil' cannot initialize specified type '[Int]'}} expected-note@:11 {{add '?' to form the optional type '[Int]?'}}
struct Named {
  var name: String = nil // expected-error {{'nil' cannot initialize specified type 'String'}} expected-note@:13 {{add '?' to form the optional type 'String?'}}
}
func f() -> Int { return nil } // expected-error {{'nil' is incompatible with return type 'Int'}}
