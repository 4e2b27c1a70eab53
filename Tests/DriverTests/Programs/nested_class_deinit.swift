// A nested class with a deinitializer, owned by its outer class; and a nested
// enum in an extension of a built-in type.
class Library {
  class Book {
    let title: String
    init(title: String) {
      self.title = title
      print("shelved", title)
    }
    deinit { print("removed", title) }
  }
  var books: [Book] = []
  func add(_ title: String) { books.append(Book(title: title)) }
  deinit { print("library closed") }
}
var library: Library? = Library()
library?.add("Dune")
library?.add("Emma")
var kept: Library.Book? = library?.books[0]
library?.books.removeAll()
print("kept", kept?.title ?? "none")
library = nil
kept = nil
print("done")

extension Character {
  enum Kind {
    case vowel, consonant, other
  }
  var kind: Kind {
    switch self {
    case "a", "e", "i", "o", "u": return .vowel
    case "b", "c", "d", "h", "l", "n", "y": return .consonant
    default: return .other
    }
  }
}
for ch in "hi, you" {
  switch ch.kind {
  case .vowel: print("vowel", ch)
  case .consonant: print("consonant", ch)
  case .other: print("other")
  }
}
let k: Character.Kind = .other
print(k, type(of: k))
