// Initializers and subscripts in extensions of built-in types, misused: the arguments'
// types, a constrained extension's requirement, assigning through a get-only subscript
// or a constant.
extension Array {
  init(one x: Element) { self = [x] }
  subscript(safe i: Int) -> Element? { i < count ? self[i] : nil }
  subscript(wrapping i: Int) -> Element {
    get { self[i % count] }
    set { self[i % count] = newValue }
  }
}
extension Array where Element == Int { // expected-note {{where 'Element' = 'String'}}
  init(upTo n: Int) { self = Array(0..<n) }
}
func misuse() {
  let a: [Int] = Array(one: "s") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
  let b = Array<String>(one: 1) // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
  let c = [String](upTo: 3) // expected-error {{referencing initializer 'init(upTo:)' on 'Array' requires the types 'String' and 'Int' be equivalent}}
  let xs = [1, 2] // expected-note {{change 'let' to 'var' to make it mutable}}
  xs[wrapping: 0] = 3 // expected-error {{cannot assign through subscript: 'xs' is a 'let' constant}}
  var ys = [1]
  ys[safe: 0] = 2 // expected-error {{cannot assign through subscript: subscript is get-only}}
  print(a, b, c, ys[safe: "x"] as Any) // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
}
