// Members of extensions with same-type requirements on a generic type's parameters
// exist for the specializations whose arguments meet them.
struct Box<A, B> {
  var a: A
  var b: B
}

extension Box where A == B { // expected-note 2 {{where 'A' = 'Int', 'B' = 'String'}}
  func same() -> [A] { [a, b] }
  var both: (A, A) { (a, b) }
  func wrong() -> B { 1 } // expected-error {{cannot convert return expression of type 'Int' to return type 'A'}}
}

extension Box where A == Int { // expected-note 2 {{where 'A' = 'String'}}
  func doubled() -> Int { a * 2 }
  subscript(i: Int) -> Int { a + i }
  var text: String { a } // expected-error {{cannot convert return expression of type 'Int' to return type 'String'}}
}

let y = Box(a: 3, b: "three")
print(y.same()) // expected-error {{referencing instance method 'same()' on 'Box' requires the types 'Int' and 'String' be equivalent}}
print(y.both) // expected-error {{property 'both' requires the types 'Int' and 'String' be equivalent}}
let z = Box(a: "p", b: "q")
print(z.doubled()) // expected-error {{referencing instance method 'doubled()' on 'Box' requires the types 'String' and 'Int' be equivalent}}
print(z[1]) // expected-error {{referencing subscript 'subscript(_:)' on 'Box' requires the types 'String' and 'Int' be equivalent}}
print(z.same())
