// where clauses: a constrained extension's members need arguments that meet its
// requirements; inside it the requirement holds, outside it does not.
struct Stack<Element> {
    var items: [Element] = []
}
extension Stack where Element: Equatable { // expected-note 2 {{where 'Element' = 'Plain'}}
    func isTop(_ item: Element) -> Bool { return items.count > 0 && items[items.count - 1] == item }
    var topIsRepeated: Bool { return items.count > 1 && items[0] == items[1] }
}
extension Stack {
    func same(_ a: Element, _ b: Element) -> Bool { a == b } // expected-error {{binary operator '==' cannot be applied to two 'Element' operands}}
}
struct Plain {}
let plain = Stack<Plain>()
_ = plain.isTop(Plain()) // expected-error {{referencing instance method 'isTop' on 'Stack' requires that 'Plain' conform to 'Equatable'}}
_ = plain.topIsRepeated // expected-error {{property 'topIsRepeated' requires that 'Plain' conform to 'Equatable'}}
_ = Stack<Int>().isTop(1)

func equal<T>(_ a: T, _ b: T) -> Bool where T: Equatable { a == b } // expected-note {{where 'T' = 'Plain'}}
_ = equal(Plain(), Plain()) // expected-error {{global function 'equal' requires that 'Plain' conform to 'Equatable'}}
func bad<T>(_ a: T) where T: Plain {} // expected-error {{type 'T' constrained to non-protocol, non-class type 'Plain'}}
