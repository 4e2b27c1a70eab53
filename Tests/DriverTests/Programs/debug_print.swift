// debugPrint writes each item's debug description: strings and characters quoted and
// escaped, a program's types qualified by the module; a set names itself inside a
// collection, an optional or an Any, as Swift's Set.debugDescription does.
struct Point { var x: Int; var y: Int }
struct Tags { var names: Set<String> }
enum Shape { case circle(radius: Double), empty }
class Box {}

debugPrint("s", 1, [1], Point(x: 1, y: 1))
debugPrint("a\tb\"c", Character("x"), 2.5, true, separator: "|", terminator: "!\n")
debugPrint(Shape.circle(radius: 1), Shape.empty, Box(), Optional(3) as Any, (nil as Int?) as Any)
debugPrint(["k": "v"], (1, "t"), Set(["z"]))
let h = "hello"
debugPrint(h[h.index(after: h.startIndex)..<h.endIndex], "\u{1F496}", "e\u{301}", "\0\r\n\\")
debugPrint()
let o: Int? = 4
debugPrint(o as Any, "x=\(o!)")
print([Set([1])], Optional(Set([2])), Tags(names: ["a"]))
let any: Any = Set([3])
print(any, [any])
debugPrint(any)
