// A constrained extension of a generic type whose requirements name an associated type
// of its parameter: its members exist for the arguments that meet them.
struct G<Base: Sequence> {
  var base: Base
}
extension G where Base.Element: Equatable { // expected-note 2 {{where 'Base.Element' = 'Plain'}} expected-note {{where 'Base.Element' = 'S.Element'}}
  func has(_ x: Base.Element) -> Bool { for y in base where y == x { return true }; return false }
  var firstTwoEqual: Bool { return false }
}
extension G where Base.Element == Int { // expected-note {{where 'Base.Element' = 'S.Element'}}
  func sum() -> Int { var s = 0; for y in base { s += y }; return s }
}
extension G where Base.Element: Sequence, Base.Element.Element == String { // expected-note {{where 'Base.Element.Element' = 'Int'}} expected-note {{where 'Base.Element' = 'Int'}}
  func words() -> String { var s = ""; for y in base { for w in y { s += w } }; return s }
}
struct Plain {}
let plains = [Plain()]
let rows = [[1]]
let ints = [1]
_ = G(base: plains).has(Plain()) // expected-error {{referencing instance method 'has' on 'G' requires that 'Plain' conform to 'Equatable'}}
_ = G(base: plains).firstTwoEqual // expected-error {{property 'firstTwoEqual' requires that 'Plain' conform to 'Equatable'}}
_ = G(base: rows).words() // expected-error {{referencing instance method 'words()' on 'G' requires the types 'Int' and 'String' be equivalent}}
_ = G(base: ints).words() // expected-error {{referencing instance method 'words()' on 'G' requires that 'Int' conform to 'Sequence'}}
func bad<S: Sequence>(_ g: G<S>) -> Int { return g.sum() } // expected-error {{referencing instance method 'sum()' on 'G' requires the types 'S.Element' and 'Int' be equivalent}}
func bad2<S: Sequence>(_ g: G<S>, _ x: S.Element) -> Bool { return g.has(x) } // expected-error {{referencing instance method 'has' on 'G' requires that 'S.Element' conform to 'Equatable'}}
func good<S: Sequence>(_ g: G<S>) -> Int where S.Element == Int { return g.sum() }
func good2<S: Sequence>(_ g: G<S>, _ x: S.Element) -> Bool where S.Element: Comparable { return g.has(x) }
// A method's own requirement on them: swiftc names the method alone, noted at it.
struct H<Base: Sequence> {
  var base: Base
  func has(_ x: Base.Element) -> Bool where Base.Element: Equatable { // expected-note {{where 'Base.Element' = 'Plain'}}
    for y in base where y == x { return true }
    return false
  }
}
_ = H(base: plains).has(Plain()) // expected-error {{instance method 'has' requires that 'Plain' conform to 'Equatable'}}
_ = H(base: ints).has(1)
