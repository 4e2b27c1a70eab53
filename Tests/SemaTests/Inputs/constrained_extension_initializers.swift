// An initializer of a generic type's constrained extension exists for the arguments
// that meet its requirements, written or inferred: swiftc's errors otherwise.
struct Stack<T> { var items: [T] }
extension Stack where T: Equatable { init(one: T) { items = [one] } } // expected-note 2 {{where 'T' = 'Plain'}}
struct Box<A, B> { var a: A; var b: B }
extension Box where A == Int { init(b: B) { self.init(a: 0, b: b) } } // expected-note {{where 'A' = 'String'}}
struct Plain {}

let s = Stack<Plain>(one: Plain()) // expected-error {{referencing initializer 'init(one:)' on 'Stack' requires that 'Plain' conform to 'Equatable'}}
let t = Stack(one: Plain()) // expected-error {{referencing initializer 'init(one:)' on 'Stack' requires that 'Plain' conform to 'Equatable'}}
let u = Stack(one: 1)
let v = Box<String, Int>(b: 1) // expected-error {{referencing initializer 'init(b:)' on 'Box' requires the types 'String' and 'Int' be equivalent}}
let w = Box(b: "b")
let x: Box<Int, Double> = Box(b: 1)
