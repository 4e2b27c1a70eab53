// Associated types: inferred by conformances, required by generic functions' where
// clauses (checked at each call).
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    func item(at i: Int) -> Item
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func append(_ item: Element) { items.append(item) }
    func item(at i: Int) -> Element { items[i] }
}
struct Plain {}
func same<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item { true } // expected-note {{where 'C1.Item' = 'Int', 'C2.Item' = 'String'}}
func equal<C: Container>(_ c: C) -> Bool where C.Item: Equatable { c.item(at: 0) == c.item(at: 1) } // expected-note {{where 'C.Item' = 'Plain'}}
func first<C: Container>(_ c: C) -> C.Item { c.item(at: 0) }
_ = same(Stack<Int>(), Stack<String>()) // expected-error {{global function 'same' requires the types 'Int' and 'String' be equivalent}}
_ = same(Stack<Int>(), Stack<Int>())
_ = equal(Stack<Plain>()) // expected-error {{global function 'equal' requires that 'Plain' conform to 'Equatable'}}
let n: String = first(Stack<Int>()) // expected-error {{cannot convert value of type 'Int' to specified type 'String'}}
associatedtype Loose // expected-error {{associated types can only be defined in a protocol; define a type or introduce a 'typealias' to satisfy an associated type requirement}}
