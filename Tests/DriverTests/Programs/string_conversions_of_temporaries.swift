// String(_:), Character(_:) and String(Substring) of a value made for the call (a
// temporary): the result was the operand itself, not retained, and the temporary was
// released before the result was used (a use after free, seen by valgrind).
func word(_ n: Int) -> String { "w" + String(n) }
let kept = String("abc".filter { $0 != "b" })
print(kept, kept.count)
let joined = String(word(1) + word(2))
print(joined)
let letter = Character(String("é"))
print(letter, String(Character(word(7).uppercased().filter { $0 != "W" })))
let text = "hello, world"
let comma = text.firstIndex(of: ",")!
let head = String(text[text.startIndex..<comma])
let tail = String((text + "!")[text.index(after: comma)..<text.endIndex])
print(head, tail, head.count + tail.count)
var parts: [String] = []
for i in 0..<3 { parts.append(String(word(i).filter { $0 != "w" })) }
print(parts)
