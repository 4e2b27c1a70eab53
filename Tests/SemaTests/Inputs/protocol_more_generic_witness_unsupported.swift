// miniswiftc-only: swiftc accepts these conformances. A generic method may witness a
// requirement that is less generic (binding its own parameters to the requirement's
// types); here a witness's code is its specialization for generic arguments a
// conformance would have to record (or, for parameters in another order, how they
// correspond to the requirement's): not supported yet, at the witness.
protocol Printer {
  func show(_ x: Int) -> String
}

struct AnyPrinter: Printer {
  func show<T>(_ x: T) -> String { return "\(x)" }  // expected-error {{generic method 'show' as the witness of non-generic requirement 'show' is not supported yet by miniswiftc}}
}

protocol Pairer {
  func pair<T>(_ x: T, _ y: Int) -> String
}

struct AnyPairer: Pairer {
  func pair<T, U>(_ x: T, _ y: U) -> String { return "\(x)\(y)" }  // expected-error {{generic method 'pair' as the witness of requirement 'pair' with fewer generic parameters is not supported yet by miniswiftc}}
}

protocol Swapper {
  func swap<A, B>(_ a: A, _ b: B) -> (B, A)
}

struct Backwards: Swapper {
  func swap<Y, X>(_ a: X, _ b: Y) -> (Y, X) { return (b, a) }  // expected-error {{generic method 'swap' as the witness of requirement 'swap' with its generic parameters in another order is not supported yet by miniswiftc}}
}
