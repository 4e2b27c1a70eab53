// `for case` with a pattern that can fail: the body runs for the elements that match,
// over every kind of sequence (arrays, strings, dictionaries, ranges, strides, a program's
// Sequence), and an element that does not match is released.
let points = [(1, 0), (2, 3), (4, 0)]
for case let (x, 0) in points { print(x) }
let arr: [Int?] = [1, nil, 3]
for case .some(let v) in arr { print(v) }
for case let v? in arr where v > 1 { print(v) }
enum E { case a(Int), b }
for case .a(let n) in [E.a(1), .b, .a(3)] { print(n) }
for case "b" in "abcb" { print("b!") }
for case let (k, 2) in ["x": 2, "y": 3, "z": 2].sorted(by: { $0.key < $1.key }) { print(k) }
for case 3 in 1...4 { print("three") }
let things: [Any] = [1, "two", 3.0, "four"]
for case let s as String in things { print(s) }
for case is Int in things { print("an Int") }
class C { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("deinit \(n)") } }
let cs: [C?] = [C(1), nil, C(2)]
for case let c? in cs where c.n > 1 { print(c.n) }
func f() { for case let c? in [C(7), nil] as [C?] { print(c.n); break } }
f()
struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? { n == 0 ? nil : { n -= 1; return n + 1 }() }
}
for case 2 in Countdown(n: 3) { print("two") }
for case let x in stride(from: 0, to: 3, by: 1) where x > 0 { print(x) }
enum Dir { case up, down }
for case .up in [Dir.up, .down, .up] { print("up") }
