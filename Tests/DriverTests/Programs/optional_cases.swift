// Optional's cases, as Swift's `enum Optional` has them: `.some(x)` and `.none` as
// values where an optional is wanted, and as patterns (`case .some(let x)`,
// `case let .some(x)`, `Optional.none`), also in `extension Optional` on `self`.
let three: Int? = 3
let nothing: Int? = nil
for v in [three, nothing] {
  switch v {
  case .some(let w): print("some", w)
  case .none: print("none")
  }
  switch v {
  case let .some(x) where x > 2: print("big", x)
  case Optional.some(let x): print("small", x)
  case Optional.none: print("nothing")
  }
  switch v {
  case .some(3): print("three")
  default: print("other")
  }
}

extension Optional {
  func or(_ fallback: Wrapped) -> Wrapped {
    switch self {
    case .some(let value): return value
    case .none: return fallback
    }
  }
}
print(three.or(1), nothing.or(1))

var word: String? = .some("x")
print(word as Any)
word = .none
print(word as Any, word == nil)
func four() -> Int? { .some(4) }
print(four()!)
let pair: (Int?, String?) = (.some(1), .none)
switch pair {
case (.some(let a), .none): print("first only", a)
case (.some, .some), (.none, _): print("other")
}
