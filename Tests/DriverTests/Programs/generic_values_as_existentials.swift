// A generic struct's, class's and enum's values (specializations) as protocol values:
// each specialization has its own witness table, so requirements dispatch to its
// members; a mutation through the existential copies a shared box first; casts find
// the specialization again; an Any and an AnyObject hold them too.
protocol Counter {
  var count: Int { get set }
  var label: String { get }
  mutating func bump(by n: Int)
  func total() -> Int
}
struct Tally<T>: Counter {
  var items: [T]
  var count: Int
  var label: String { "Tally<\(items.count)>" }
  mutating func bump(by n: Int) { count += n }
  func total() -> Int { count + items.count }
}
class Ref<T>: Counter {
  var value: T
  var count = 0
  init(_ v: T) { value = v }
  var label: String { "Ref(\(value))" }
  func bump(by n: Int) { count += n * 10 }
  func total() -> Int { count }
}
enum Either<A, B>: Counter {
  case left(A), right(B)
  var count: Int {
    get { switch self { case .left: return 1; case .right: return 2 } }
    set { }
  }
  var label: String { switch self { case .left(let a): return "left \(a)"; case .right(let b): return "right \(b)" } }
  mutating func bump(by n: Int) { }
  func total() -> Int { count }
}

var c: any Counter = Tally(items: ["a", "b"], count: 1)
var d = c
c.bump(by: 5)
c.count += 1
print(c.count, d.count, c.label, c.total(), d.total())

var r: Counter = Ref(3.5)
let r2 = r
r.bump(by: 2)
r.count += 1
print(r.count, r2.count, r.label, r.total())

var cs: [any Counter] = [Tally(items: [1], count: 0), Ref("x"), Either<Int, String>.left(3), Either<Int, String>.right("s")]
for i in cs.indices { cs[i].bump(by: 1) }
for x in cs { print(x.label, x.count, x.total()) }
print(cs[1] is Ref<String>, cs[1] is Ref<Int>, (cs[1] as? Ref<String>)?.value ?? "-")
print(cs[0] is Tally<Int>, cs[0] is Tally<String>, (cs[0] as! Tally<Int>).items)
if case let e as Either<Int, String> = cs[2] { print(e) }
print(cs[3])
print(cs)

// Two specializations of one type: two tables.
let pair: [Counter] = [Tally(items: [1.5], count: 2), Tally(items: [true, false], count: 3)]
for p in pair { print(p.label, p.total(), p is Tally<Double>, p is Tally<Bool>) }

// A subclass of a specialization inherits its conformance.
class Sub: Ref<Int> {
  override func total() -> Int { 1000 + count }
}
var sub: Counter = Sub(7)
sub.bump(by: 1)
print(sub.total(), sub.label, sub is Sub, sub is Ref<Int>)
let base: Counter = Ref(7)
print(base.total(), base is Sub)

// A composition.
protocol Named { var name: String { get } }
extension Tally: Named { var name: String { "tally of \(items)" } }
let both: Counter & Named = Tally(items: ["z"], count: 4)
print(both.name, both.total())

// In an Any and an AnyObject.
struct Box<T> { var v: T }
let a: Any = Box(v: 1)
print(a)
let xs: [Any] = [Box(v: "s"), 1, Box(v: [1, 2]), Ref(0)]
print(xs)
if let b = a as? Box<Int> { print(b.v) }
print(a is Box<String>)
let obj: AnyObject = Ref([1, 2])
if let v = (obj as? Ref<[Int]>)?.value { print(v, obj is Ref<Int>) }

// Their dynamic types and descriptions.
let shape: any Counter = Tally(items: [Box(v: 1)], count: 0)
let object: any Counter = Ref(1.5)
print(type(of: shape), type(of: object))
print("\(shape) \(object)")
print(String(describing: shape))
debugPrint(shape)
let maybe: (any Counter)? = Tally(items: [Tally(items: [1], count: 1)], count: 0)
print(maybe as Any)
