// A protocol that declares no associated type but refines one that does (`Collection`),
// restating its subscript requirement with a setter, as Swift's MutableCollection does:
// no existential, so no witness table; its requirements are called on the conforming
// type in specializations.

protocol Rewritable: Collection {
  subscript(position: Index) -> Element { get set }
}

extension Rewritable {
  mutating func replaceFirst(with value: Element) {
    if !isEmpty {
      self[startIndex] = value
    }
  }

  func firstTwo() -> [Element] {
    var result: [Element] = []
    for element in self {
      if result.count == 2 { break }
      result.append(element)
    }
    return result
  }
}

struct Notes: Rewritable {
  var lines: [String]
  var startIndex: Int { 0 }
  var endIndex: Int { lines.count }
  func index(after i: Int) -> Int { i + 1 }
  subscript(position: Int) -> String {
    get { lines[position] }
    set { lines[position] = newValue }
  }
}

var notes = Notes(lines: ["draft", "todo", "done"])
notes.replaceFirst(with: "final")
print(notes.lines, notes.firstTwo(), notes[2])
var empty = Notes(lines: [])
empty.replaceFirst(with: "x")
print(empty.lines.isEmpty)
