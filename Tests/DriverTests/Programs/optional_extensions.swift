// Members in `extension Optional`: `self` is the optional (`if let`, `switch`, `??`,
// `!= nil`), `Wrapped` in scope, mutating and static members, `where Wrapped: P`, and
// use from generic code.
extension Optional {
  func or(_ fallback: Wrapped) -> Wrapped {
    switch self {
    case let value?: return value
    case nil: return fallback
    }
  }
  var isPresent: Bool { self != nil }
  var describedOrNil: String {
    if let value = self { return "some \(value)" }
    return "nil"
  }
  mutating func take() -> Wrapped? {
    let value = self
    self = nil
    return value
  }
  static func wrapping(_ w: Wrapped) -> Wrapped? { w }
}

extension Optional where Wrapped: Comparable {
  func isLess(than other: Wrapped) -> Bool {
    guard let value = self else { return false }
    return value < other
  }
}

func present<T>(_ values: [T?]) -> Int {
  var n = 0
  for v in values where v.isPresent { n += 1 }
  return n
}

let none: Int? = nil
var some: Int? = 42
print(none.or(7), some.or(7), none.isPresent, some.isPresent)
print(none.describedOrNil, some.describedOrNil)
print(some.isLess(than: 50), none.isLess(than: 50), Optional<String>.wrapping("s").or("t"))
let taken = some.take()
print(taken as Any, some as Any)
let xs: [Int?] = [1, nil, 3]
let ys: [String?] = ["a", nil]
print(present(xs), present(ys))
let name: String? = "Ada"
print(name.or("anonymous").count)
