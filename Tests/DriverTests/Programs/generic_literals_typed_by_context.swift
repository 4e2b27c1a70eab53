// A literal inside a generic call (`Box(v: "l")`, `identity(1)`) typed by the context
// the call is in: an argument, a return, a declared type.
struct Box<T> { var v: T }
struct Pair<A, B> { var a: A; var b: B }
func identity<T>(_ x: T) -> T { x }
func showChar(_ b: Box<Character>) { print(b.v, type(of: b.v)) }
func showNested(_ b: Box<Box<Double>>) { print(b.v.v) }
func showAny<T>(_ b: Box<T>) { print(b.v) }
func half(_ x: Double) -> Double { x / 2 }
func showPair(_ p: Pair<Double, Character>) { print(p.a, p.b) }
struct Holder { var b: Box<Int8> }
struct Printer { func take(_ b: Box<Double>) { print("took", b.v) } }
func make() -> Box<Double> { Box(v: 1) }
func makeReturning() -> Box<UInt8> { return Box(v: 7) }

showChar(Box(v: "l"))
showNested(Box(v: Box(v: 1)))
showAny(Box(v: 1))
showAny(Box(v: "s"))
print(half(identity(3)))
showPair(Pair(a: 2, b: "c"))
print(Holder(b: Box(v: 3)).b.v)
Printer().take(Box(v: 2))
print(make().v, makeReturning().v)
let b: Box<Double> = Box(v: 1)
print(b.v)
var bs: [Box<UInt8>] = [Box(v: 1), Box(v: 2)]
bs.append(Box(v: 3))
print(bs.map { $0.v })
let x: Double = identity(1)
print(x)
let y: Int8 = identity(-2)
print(y)
let c: Character = identity("c")
print(c)
print(Box(v: 1).v, Box(v: 1.5).v, Box(v: "s").v)
let z = identity(4)
print(z, type(of: z))
