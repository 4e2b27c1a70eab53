// Initializers of protocol extensions: each delegates to a requirement (`self.init()`,
// `self.init(name:)`) and is specialized for the value type that calls it.
protocol Tagged {
  init()
  var tag: String { get set }
}

extension Tagged {
  init(tagged t: Int) {
    self.init()
    tag = "#\(t)"
  }
  init<T>(describing value: T) {
    self.init()
    tag = "\(value)"
  }
  init?(nonEmpty text: String) {
    if text.isEmpty { return nil }
    self.init()
    tag = text
  }
}

struct Note: Tagged { var tag = "" }

struct Box<Element>: Tagged {
  var tag = "box"
  var items: [Element] = []
  init() {}
}

enum Level: Tagged {
  case low, high(String)
  init() { self = .low }
  var tag: String {
    get { if case .high(let s) = self { return s } else { return "low" } }
    set { self = .high(newValue) }
  }
}

protocol Named {
  init(name: String)
  var name: String { get }
}

extension Named {
  init(first: String, last: String) {
    self.init(name: first + " " + last)
  }
}

struct Person: Named { let name: String }

print(Note(tagged: 1).tag, Note(describing: [1, 2]).tag, Note(nonEmpty: "")?.tag ?? "nil", Note(nonEmpty: "x")?.tag ?? "nil")
print(Box<Int>(tagged: 2).tag, Box<String>(describing: 2.5).items.count)
print(Level(tagged: 3).tag, Level().tag)
print(Person(first: "Cyril", last: "Cermak").name)
let n: Note = .init(tagged: 9)
print(n.tag)
