// The library's algorithms are `rethrows`: a call with a throwing closure needs `try`
// (and a handler), one with a non-throwing closure does not.
enum ParseError: Error { case bad }
func parse(_ s: String) throws -> Int { guard let n = Int(s) else { throw ParseError.bad }; return n }
func loadAll(_ names: [String]) throws -> [Int] {
  try names.map { try parse($0) }
}
func lengths(_ names: [String]) -> [Int] {
  names.map { $0.count }
}
func unmarked(_ names: [String]) throws -> [Int] {
  names.map(parse) // expected-error {{call can throw but is not marked with 'try'}} expected-note {{did you mean to use 'try'?}} expected-note {{did you mean to handle error as optional value?}} expected-note {{did you mean to disable error propagation?}}
}
func unhandled(_ names: [String]) -> Bool {
  try names.contains { try parse($0) > 1 } // expected-error {{call can throw, but the error is not handled}} expected-note {{call is to 'rethrows' function, but argument function can throw}}
}
func unmarkedUnhandled(_ names: [String]) -> Int {
  names.reduce(0) { try $0 + parse($1) } // expected-error {{call can throw, but it is not marked with 'try' and the error is not handled}} expected-note {{call is to 'rethrows' function, but argument function can throw}}
}
func needless(_ names: [String]) -> [String] {
  try names.sorted { $0 < $1 } // expected-warning {{no calls to throwing functions occur within 'try' expression}}
}
