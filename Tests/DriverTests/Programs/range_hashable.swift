// Ranges are Hashable where their bound is: dictionary keys, set elements, a derived
// Hashable struct's properties, a generic Hashable argument.
let d = [1...2: "x", 3...4: "y"]
print(d[1...2]!)
var s = Set<Range<Int>>()
s.insert(0..<3)
s.insert(0..<3)
s.insert(1..<2)
print(s.count)
print(s.contains(1..<2))
struct Span: Hashable {
  var r: ClosedRange<Int>
  var name: String
}
let a = Span(r: 1...3, name: "a")
let b = Span(r: 1...3, name: "a")
print(a == b, a.hashValue == b.hashValue)
var hs: Set<Span> = [a, b]
print(hs.count)
let dd: [ClosedRange<Double>: Int] = [0.0...1.0: 1]
print(dd[0.0...1.0]!)
var ss: Set<ClosedRange<String>> = ["a"..."c", "a"..."c", "b"..."d"]
print(ss.count, ss.contains("b"..."d"))
struct Box2: Hashable { let r: Range<Int>; let d: ClosedRange<Double> }
print(Set([Box2(r: 0..<1, d: 0.0...1.0), Box2(r: 0..<1, d: 0.0...1.0)]).count)
func h<T: Hashable>(_ x: T) -> Int { var hs = Hasher(); hs.combine(x); return 1 }
print(h(1..<3), h(1.5..<3.0))
