// contains(_:) of a string (a substring, or a character), of any Sequence of Equatable
// elements (extension Sequence where Element: Equatable), and contains(where:).
let s = "Hello, World"
print(s.contains("World"), s.contains("world"), s.contains("o, W"), s.contains(""), "".contains("a"))
let c: Character = "W"
print(s.contains(c), s.contains("H"), s.contains { $0 == "!" })
print("cafe\u{301}".contains("caf\u{E9}"), "cafe\u{301}".contains("e"))

struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    if n == 0 { return nil }
    defer { n -= 1 }
    return n
  }
}
print(Countdown(n: 3).contains(2), Countdown(n: 3).contains(5))
print(zip([1, 2], ["a", "b"]).contains { $0.0 == 2 && $0.1 == "b" })
let words: Set = ["one", "two"]
print(words.contains("two"), [1, 2, 3].contains(3))
