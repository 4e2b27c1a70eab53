// A range of Int has the library struct's initializer and its description, as Swift's.
let a = Range(uncheckedBounds: (lower: 1, upper: 3))
print(a, a.count)
let b = ClosedRange<Int>(uncheckedBounds: (lower: 2, upper: 4))
print(b, b.contains(4))
struct Box<T> { var value: T }
let bx = Box(value: 0..<2)
print(bx.value, bx.value.count)
let rr: [Range<Int>] = [0..<1, 2..<5]
print(rr.map { $0.count })
func wrap<T>(_ x: T) -> [T] { [x] }
print(wrap(1...2))
let s = "hello"
let i = s.index(s.startIndex, offsetBy: 2)
print(s[s.startIndex..<i], s[i..<s.endIndex])
enum Grade { case low, high }
func grade(_ x: Int) -> Grade { (0..<50).contains(x) ? .low : .high }
print(grade(10), grade(70))
let clamp: (Int) -> Int = { min(max($0, (0...9).lowerBound), (0...9).upperBound) }
print(clamp(12))
print((0..<3).description, (0...3).debugDescription)
func describe<T: CustomStringConvertible>(_ x: T) -> String { x.description }
print(describe(1..<4), describe(2...3))
print(0..<3, [0...1], "\(1..<2)")
debugPrint(0..<3)
let d = Range(uncheckedBounds: (lower: 1.0, upper: 2.5))
let e = ClosedRange<Character>(uncheckedBounds: (lower: "a", upper: "c"))
print(d, e, d.contains(2.0), e.contains("d"))
