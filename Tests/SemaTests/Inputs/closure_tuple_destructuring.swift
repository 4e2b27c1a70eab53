// SE-0110: only a closure written as a call's argument takes a tuple apart.
let f: ((Int, Int)) -> Int = { a, b in a * b } // expected-error {{closure tuple parameter '(Int, Int)' does not support destructuring}}
let g: ((Int, Int)) -> Int = { $0 + $1 } // expected-error {{closure tuple parameter '(Int, Int)' does not support destructuring with implicit parameters}}
let h: ((key: String, value: Int)) -> Bool = { k, v in v > 1 } // expected-error {{closure tuple parameter '(key: String, value: Int)' does not support destructuring}}
// A closure argument takes it.
let total = [(1, 2)].map { a, b in a + b }
let typed: ((Int, Int)) -> Int = { (a: Int, b: Int) in a * b } // expected-error {{closure tuple parameter '(Int, Int)' does not support destructuring}}
let typedArgument = [(1, 2)].map { (a: Int, b: Int) in a * b }
