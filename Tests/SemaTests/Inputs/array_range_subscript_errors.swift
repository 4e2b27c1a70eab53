// Array's range subscripts (the library's, stdlib/ArrayRangeSubscripts.swift) take a
// range of Int and are set with an ArraySlice, reported as swiftc reports them.
var a = [1, 2, 3, 4]
let b = [7, 8]
a[1..<3] = b // expected-error {{cannot assign value of type '[Int]' to subscript of type 'ArraySlice<Int>'}}
a[0..<1] = ["x"] // expected-error {{cannot convert value of type 'String' to expected element type 'Int'}}
let small: ClosedRange<Int8> = 1...2
_ = a[small] // expected-error {{no exact matches in call to subscript}}
let wide: Range<Double> = 1.0..<2.0
_ = a[wide] // expected-error {{no exact matches in call to subscript}}
let fixed = [1, 2] // expected-note {{change 'let' to 'var' to make it mutable}}
fixed[0..<1] = [3] // expected-error {{cannot assign through subscript: 'fixed' is a 'let' constant}}
