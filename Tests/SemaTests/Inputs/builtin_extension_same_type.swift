// A same-type requirement in an extension of Array, Dictionary or Optional: its members
// exist for the element types that meet it; a use on another is swiftc's error.
extension Array where Element == Int { // expected-note 2 {{where 'Element' = 'String'}}
  func sum() -> Int { var s = 0; for x in self { s += x }; return s }
  var doubled: [Int] { return [] }
}
extension Optional where Wrapped == Int { // expected-note {{where 'Wrapped' = 'String'}}
  var orZero: Int { return self ?? 0 }
}
extension Dictionary where Value == Double { // expected-note {{where 'Value' = 'Int'}}
  func total() -> Double { var t = 0.0; for (_, v) in self { t += v }; return t }
}
let names = ["a"]
_ = names.sum() // expected-error {{referencing instance method 'sum()' on 'Array' requires the types 'String' and 'Int' be equivalent}}
_ = names.doubled // expected-error {{property 'doubled' requires the types 'String' and 'Int' be equivalent}}
let s: String? = nil
_ = s.orZero // expected-error {{property 'orZero' requires the types 'String' and 'Int' be equivalent}}
let counts = ["a": 1]
_ = counts.total() // expected-error {{referencing instance method 'total()' on 'Dictionary' requires the types 'Int' and 'Double' be equivalent}}
_ = [1, 2].sum()
_ = ["x": 1.5].total()
