// Array's primitive members (stdlib/Array.swift): misuse is reported as swiftc reports it.

let fixed = [1, 2, 3] // expected-note 10 {{change 'let' to 'var' to make it mutable}}
fixed.append(4) // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
fixed.append(contentsOf: [5]) // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
fixed.insert(0, at: 0) // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
_ = fixed.remove(at: 0) // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
_ = fixed.removeFirst() // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
_ = fixed.removeLast() // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
fixed.removeAll() // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
_ = fixed.popLast() // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
fixed.reserveCapacity(10) // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
fixed += [4] // expected-error {{left side of mutating operator isn't mutable: 'fixed' is a 'let' constant}}

var numbers = [1, 2]
numbers.append("x") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
numbers.insert(1, 0) // expected-error {{no exact matches in call to instance method 'insert'}}
numbers += ["x"] // expected-error {{cannot convert value of type 'String' to expected element type 'Int'}}
numbers.reserveCapacity("big") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
let c: String = numbers.count // expected-error {{cannot convert value of type 'Int' to specified type 'String'}}
let f: Int = numbers.first // expected-error {{value of optional type 'Int?' must be unwrapped to a value of type 'Int'}}
// expected-note@-1 {{coalesce using '??' to provide a default when the optional value contains 'nil'}}
// expected-note@-2 {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
numbers.count = 3 // expected-error {{cannot assign to property: 'count' is a get-only property}}

func grow(_ a: [Int]) {
  a.append(1) // expected-error {{cannot use mutating member on immutable value: 'a' is a 'let' constant}}
}

struct Holder {
  var items: [Int] = []
  func add(_ x: Int) { // expected-note {{mark method 'mutating' to make 'self' mutable}}
    items.append(x) // expected-error {{cannot use mutating member on immutable value: 'self' is immutable}}
  }
}

let grid = [[1], [2]] // expected-note {{change 'let' to 'var' to make it mutable}}
grid[0].append(3) // expected-error {{cannot use mutating member on immutable value: 'grid' is a 'let' constant}}
