// Generic structs: arguments counted, constrained and inferred; members used on a bound
// type take and return its arguments.
struct Stack<Element> { // expected-note {{generic struct 'Stack' declared here}}
// expected-note@-1 {{'Element' declared as parameter to type 'Stack'}}
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    func top() -> Element? { return items.last }
}
struct Sorted<T: Comparable> {
    var items: [T]
}
struct Plain {}

var a = Stack<Int, Int>() // expected-error {{generic type 'Stack' specialized with too many type parameters (got 2, but expected 1)}}
let c = Stack() // expected-error {{generic parameter 'Element' could not be inferred}}
// expected-note@-1 {{explicitly specify the generic arguments to fix this issue}}
let d = Sorted<Plain>(items: []) // expected-error {{type 'Plain' does not conform to protocol 'Comparable'}}
let e = Plain<Int>() // expected-error {{cannot specialize non-generic type 'Plain'}}

var s = Stack<String>()
s.push(1) // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
let n: Int = s.top()! // expected-error {{cannot convert value of type 'String' to specified type 'Int'}}
let f = Stack(items: [1.5])
let g: Double = f.top()!
