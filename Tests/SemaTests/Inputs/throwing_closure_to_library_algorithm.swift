// miniswiftc-only: Swift's `map`, `filter`, ... are `rethrows`; the library's take
// non-throwing closures, so a throwing one is "not supported yet" where it is passed (not
// swiftc's "invalid conversion", which blames valid Swift), and its `try` is not reported
// as covering no call.
enum ParseError: Error { case bad }
func parse(_ s: String) throws -> Int { guard let n = Int(s) else { throw ParseError.bad }; return n }
func loadAll(_ names: [String]) throws -> [Int] {
  try names.map { try parse($0) } // expected-error {{a throwing closure passed to 'map' is not supported yet by miniswiftc}}
}
