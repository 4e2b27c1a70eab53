// The built-in types Swift makes CustomDebugStringConvertible (String, Character,
// Substring, Double, arrays, dictionaries, sets; not the integers or Bool) as
// existentials of it, and casts to it from an Any, as swiftc's program shows them.
struct Tag: CustomDebugStringConvertible { var debugDescription: String { "<tag>" } }
let d: any CustomDebugStringConvertible = "s"
print(d.debugDescription)
let shown: [any CustomDebugStringConvertible] = ["a", Character("b"), "xyz".dropFirst(), 1.5, [1, 2], ["k": 1], Set([3]), ["q"], Tag()]
for s in shown { print(s.debugDescription) }
let things: [Any] = ["t", 3, true, 2.5, Character("c"), [4], Set(["z"]), ["w": [1]], Tag(), Int8(1), Unicode.Scalar(65)!, 0..<3, Optional("o") as Any]
for t in things {
  if let c = t as? CustomDebugStringConvertible {
    print("debug:", c.debugDescription)
  } else {
    print("not:", t)
  }
}
print(things.filter { $0 is CustomDebugStringConvertible }.count)
func show<T>(_ t: T) -> String { (t as? CustomDebugStringConvertible)?.debugDescription ?? "-" }
print(show("g"), show(7), show([1.5]))
