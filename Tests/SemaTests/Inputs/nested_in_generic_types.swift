// Types nested in generic types are generic over the outer type's parameters: each
// specialization of the outer type has its own.
struct Stack<Element> { // expected-note {{arguments to generic parameter 'Element' ('Int' and 'String') are expected to be equal}} expected-note {{arguments to generic parameter 'Element' ('String' and 'Int') are expected to be equal}}
  struct Iterator {
    var items: [Element]
  }
  var first: Iterator<Int> { Iterator(items: []) } // expected-error {{cannot specialize non-generic type 'Stack<Element>.Iterator'}}
  func make() -> Iterator { Iterator(items: [1]) } // expected-error {{cannot convert value of type 'Int' to expected element type 'Element'}}
}

class Tree<T> {
  enum Shape {
    case leaf(T)
  }
}

let a = Stack<Int>.Iterator(items: ["a"]) // expected-error {{cannot convert value of type 'String' to expected element type 'Int'}}
let b: Stack<String>.Iterator = Stack<Int>.Iterator(items: [1]) // expected-error {{cannot convert parent type 'Stack<Int>' to expected type 'Stack<String>'}}
func f(_ i: Stack<Int>.Iterator) {}
f(Stack<String>.Iterator(items: ["a"])) // expected-error {{cannot convert parent type 'Stack<String>' to expected type 'Stack<Int>'}}
let s: Tree<Int>.Shape = .leaf("x") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
