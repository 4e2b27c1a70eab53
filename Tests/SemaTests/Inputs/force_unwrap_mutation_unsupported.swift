// miniswiftc-only: mutating the value inside an optional through `!` is valid Swift that
// miniswiftc does not compile yet: "not supported yet" at the `!` (it was "function call
// returns immutable value", which blames valid Swift). Through a class instance it is
// the instance that is mutated, which works; a `let` optional stays immutable.
var counts = ["a": 1]
counts["a"]! += 1 // expected-error {{mutating a value through '!' is not supported yet by miniswiftc}}
counts["a"]! = 5 // expected-error {{mutating a value through '!' is not supported yet by miniswiftc}}
var lists: [String: [Int]] = ["a": [1]]
lists["a"]!.append(2) // expected-error {{mutating a value through '!' is not supported yet by miniswiftc}}
var maybe: [Int]? = [1]
maybe![0] = 2 // expected-error {{mutating a value through '!' is not supported yet by miniswiftc}}
var implicit: [Int]! = [1]
implicit.append(3) // expected-error {{mutating a value through '!' is not supported yet by miniswiftc}}
class Box { var value = 0 }
var box: Box? = Box()
box!.value = 3
