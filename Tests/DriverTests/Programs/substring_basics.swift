// Substrings: s[..<i] and s[a..<b] compared with Strings and Substrings, iterated, counted, converted.
let hello = "Hello, wörld!"
let comma = hello.firstIndex(of: ",") ?? hello.endIndex
let head = hello[..<comma]
print(head == "Hello", "Hello" == head, head != "Help", head < "Help", head == hello[..<comma])
var n = 0
for c in head { n += 1; print(c, terminator: "|") }
print(n, head.count, head.isEmpty)
let tail = hello[hello.index(comma, offsetBy: 2)..<hello.endIndex]
print(tail, String(tail).uppercased(), "\(tail)")
print([String(head), String(tail)])
