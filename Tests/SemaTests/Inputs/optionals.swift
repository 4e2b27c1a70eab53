// Optionals and arrays (the ext tier): what Sema accepts and the errors swiftc reports.
class Box { var value = 1 }
var maybe: Box? = nil
let n = 5
let m = n!                           // expected-error {{cannot force unwrap value of non-optional type 'Int'}}
let k = n?.description               // expected-error {{cannot use optional chaining on non-optional value of type 'Int'}}
let j: Int = maybe?.value            // expected-error {{value of optional type 'Int?' must be unwrapped to a value of type 'Int'}}
// expected-note@-1 {{coalesce using '??' to provide a default when the optional value contains 'nil'}}
// expected-note@-2 {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
let fine = (maybe?.value ?? 0) + 1
let same = maybe?.value == 1 && maybe == nil
var list: [Int] = []
list.append("x")                     // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
let total: String = list.count       // expected-error {{cannot convert value of type 'Int' to specified type 'String'}}
let items = [1, 2]                   // expected-note {{change 'let' to 'var' to make it mutable}}
items.append(3)                      // expected-error {{cannot use mutating member on immutable value: 'items' is a 'let' constant}}
