// An enum conforming to a protocol: called directly, through an existential, and
// through a mutating requirement (the witness works on a boxed copy).
protocol Togglable {
    mutating func toggle()
    func describe() -> String
}

enum Switch: Togglable {
    case off, on
    mutating func toggle() {
        switch self {
        case .off: self = .on
        case .on: self = .off
        }
    }
    func describe() -> String {
        return self == .on ? "on" : "off"
    }
}

enum Label: Togglable {
    case text(String)
    case empty
    mutating func toggle() {
        switch self {
        case .text: self = .empty
        case .empty: self = .text("restored")
        }
    }
    func describe() -> String {
        switch self {
        case .text(let s): return "text \(s)"
        case .empty: return "empty"
        }
    }
}

var s = Switch.off
s.toggle()
print(s.describe())

var items: [Togglable] = [Switch.on, Label.text("hello"), Label.empty]
for i in 0..<items.count {
    items[i].toggle()
}
for item in items {
    print(item.describe())
}
var copy = items[1]
copy.toggle()
print(copy.describe(), items[1].describe())
