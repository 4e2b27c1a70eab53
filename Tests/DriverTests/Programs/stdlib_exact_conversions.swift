// Int(exactly:) and Double(exactly:) (TSPL "Failable Initializers"): nil rather than a
// rounded value; Int.init as a value of several initializers taking a Double.
let wholeNumber: Double = 12345.0
let pi = 3.14159
if let valueMaintained = Int(exactly: wholeNumber) {
    print("\(wholeNumber) conversion to Int maintains value of \(valueMaintained)")
}
let valueChanged = Int(exactly: pi)
if valueChanged == nil {
    print("\(pi) conversion to Int doesn't maintain value")
}
print(Int(exactly: -0.0) as Any, Int(exactly: Double.nan) as Any, Int(exactly: Double.infinity) as Any)
let big = 9223372036854775807.0, small = -9223372036854775808.0
print(Int(exactly: big) as Any, Int(exactly: small) as Any)
print(Double(exactly: 7) as Any, Double(exactly: Int.max) as Any, Double(exactly: Int.min) as Any)
print(Double(exactly: 9007199254740993) as Any, Double(exactly: 9007199254740992) as Any)
print([1.5, 2.0].map(Int.init))
print([1.5, 2.0].compactMap(Int.init(exactly:)))
let f: (Double) -> Int? = Int.init
print(f(2.5) as Any)
let g: (Double) -> Int = Int.init
print(g(2.5))
