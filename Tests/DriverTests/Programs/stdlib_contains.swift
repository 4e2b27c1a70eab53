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

// A library generic struct (ArraySlice) and a program's generic Sequence have it too.
let slice = [1, 2, 3].dropFirst()
print(slice.contains(1), slice.contains(3))
struct Stack<T>: Sequence {
  var items: [T]
  func makeIterator() -> IndexingIterator<[T]> { items.makeIterator() }
}
print(Stack(items: ["a", "b"]).contains("b"), Stack(items: [1.5]).contains(2.5))
