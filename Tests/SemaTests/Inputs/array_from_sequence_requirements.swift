// Array(_:) takes a sequence of the array's elements.
struct Point { var x = 0 }
let fromNumber = Array(5) // expected-error {{missing argument label 'arrayLiteral:' in call}}
let fromPoint = Array(Point()) // expected-error {{missing argument label 'arrayLiteral:' in call}}
let characters = [Int]("ab") // expected-error {{no exact matches in call to initializer}}
let flag = true
let flags = Array(flag) // expected-error {{missing argument label 'arrayLiteral:' in call}}
