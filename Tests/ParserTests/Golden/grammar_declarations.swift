struct Stack<Element> {
    private var items: [Element] = []
    var count: Int { return items.count }
    var top: Element? { items.last }
    mutating func push(_ x: Element) { items.append(x) }
    mutating func pop() -> Element? { return items.isEmpty ? nil : items.removeLast() }
    static var empty: Stack<Element> { Stack() }
    lazy var cache = 0
    weak var delegate: AnyObject?
    unowned(safe) let owner: AnyObject
    unowned(unsafe) var other: AnyObject
    var observed = 0 {
        willSet { print(newValue) }
        didSet(old) { print(old) }
    }
}
protocol Shape {
    static var sides: Int { get }
    func area() -> Double
    mutating func scale(by f: Double)
}
final class Node<T: Comparable> {
    var value: T
    var next: Node<T>?
    init(_ v: T, next: Node<T>? = nil) { value = v; self.next = next }
    convenience init() { fatalError() }
    required init(x: Int) { fatalError() }
    func walk() {
        func helper(_ n: Node<T>?) -> Int { n == nil ? 0 : 1 + helper(n!.next) }
        struct Local { let k = 1 }
        _ = helper(self)
    }
}
let multi = """
    Hello \(1 + 2)
      World
    """
var t = (1, "a")
t.0 = 2
let w = 5 &+ 3 &* 2
let r = 1...5, h = 0..<3
let o: Int? = nil
let v = o ?? 7
while let x = o, x > 1 { break }
if case let y? = o { print(y) }
guard case .some(let z) = o else { fatalError() }
for case let q? in [o] { print(q) }
var arr = [[1, 2], [3]]
arr[0][1] += 1
let sorted = arr.map { $0.count }.filter { c in c > 1 }.reduce(0, +)
func swapTwo(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }
var m = 1, n = 2
swapTwo(&m, &n)
print(m, n, separator: ", ", terminator: "\n")
let neg = -(3)
let notnot = !(!true)
let big = Int.max / -1
let f2 = { [1, 2].contains($0) }
let compare: (Int, Int) -> Bool = { $0 < $1 }
print(Double(3) * 1.5e-3, String(42), "\u{41}\t")
