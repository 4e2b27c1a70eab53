// What functions, accessors and closures capture in a generic context, as swiftc's
// `captures=(<generic> ... type=T, type=τ_0_0)`: the generic parameters as the body
// uses them (archetypes, in the order met), then as the interface type does.
func apply<T>(_ x: T, _ f: (T) -> T) -> T { f(x) }
func outer<T: Equatable, U>(_ a: T, _ b: U) -> Bool {
    let c = { (x: T) -> Bool in x == a }
    func local(_ y: U) -> U { y }
    func localGeneric<V>(_ v: V) -> V { _ = b; return v }
    func plain() -> Int { 1 }
    _ = local(b)
    _ = localGeneric(1)
    _ = plain()
    let d = { print(b) }
    d()
    let e = { local(b) }
    _ = e()
    let n = { { a } }
    _ = n()()
    return c(a)
}
struct Box<Element> {
    var items: [Element]
    var count: Int { items.count }
    func each(_ f: (Element) -> Void) {
        items.forEach { f($0) }
        let g = { () -> Int in self.items.count }
        _ = g()
    }
    func map<R>(_ f: (Element) -> R) -> [R] { items.map(f) }
    static func empty() -> Box<Element> { Box(items: []) }
    subscript(i: Int) -> Element { items[i] }
}
struct Pair<A, B> {
    var first: A
    var second: B
    var size = 2
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first, size: size) }
}
extension Pair where A == B {
    func both() -> [A] { [first, second] }
}
class Node<T> {
    var value: T
    init(_ value: T) { self.value = value }
    func get() -> T { value }
}
class Leaf<T>: Node<T> {}
func noCapture<T>(_ x: T) {
    let k = { 1 }
    _ = k()
}
func count<S: Sequence>(_ s: S) -> Int {
    var n = 0
    for _ in s { n += 1 }
    return n
}
protocol Named { var name: String { get } }
extension Named {
    func greet() -> String { name }
    func tagged<T>(_ t: T) -> T { let c = { t }; return c() }
}
struct Dog: Named { var name = "Rex" }
print(outer(1, "a"), apply(2) { $0 + 1 }, count([1, 2]))
let b = Box(items: [1, 2])
b.each { print($0) }
print(b.map { $0 * 2 }, Box<Int>.empty().count, b[0])
print(Pair(first: 1, second: "x", size: 2).swapped().first, Pair(first: 1, second: 2).both())
print(Node(3).get(), Leaf(4).get(), Dog().greet(), Dog().tagged(5))
