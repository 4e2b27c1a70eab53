// contains(_:) of a string (a substring, or a character), of any Sequence of Equatable
// elements (extension Sequence where Element: Equatable), and contains(where:).
let s = "Hello, World"
print(s.contains("World"), s.contains("world"), s.contains("o, W"), s.contains(""), "".contains("a"))
let c: Character = "W"
print(s.contains(c), s.contains("H"), s.contains { $0 == "!" })
print("cafe\u{301}".contains("caf\u{E9}"), "cafe\u{301}".contains("e"))

// A program's own Sequence, and a range.
struct Evens: Sequence {
  let limit: Int
  func makeIterator() -> IndexingIterator<[Int]> { [0, 2, 4, 6, 8].filter { $0 <= limit }.makeIterator() }
}
print(Evens(limit: 6).contains(4), Evens(limit: 6).contains(5), (1...5).contains(5))
print(zip([1, 2], ["a", "b"]).contains { $0.0 == 2 && $0.1 == "b" })
let words: Set = ["one", "two"]
print(words.contains("two"), [1, 2, 3].contains(3))
