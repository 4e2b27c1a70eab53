// extension Array where Element: P: its members exist for arrays whose elements meet
// the requirement; inside it the requirement holds, outside (a plain extension) not.
protocol Named {
  var name: String { get }
}
struct Plain {}
extension Array where Element: Equatable { // expected-note 2 {{where 'Element' = 'Plain'}}
  func occurrences(of x: Element) -> Int {
    var n = 0
    for e in self where e == x { n += 1 }
    return n
  }
  var startsRepeated: Bool { count > 1 && self[0] == self[1] }
}
extension Array where Element: Named { // expected-note {{where 'Element' = 'Int'}}
  var names: [String] { map { $0.name } }
}
extension Array {
  func same(_ a: Element, _ b: Element) -> Bool { a == b } // expected-error {{binary operator '==' cannot be applied to two 'Element' operands}}
  func size() -> Int { count }
}
_ = [Plain()].occurrences(of: Plain()) // expected-error {{referencing instance method 'occurrences(of:)' on 'Array' requires that 'Plain' conform to 'Equatable'}}
_ = [Plain()].startsRepeated // expected-error {{property 'startsRepeated' requires that 'Plain' conform to 'Equatable'}}
_ = [1, 2].names // expected-error {{property 'names' requires that 'Int' conform to 'Named'}}
_ = [Plain()].size()
_ = [1].occurrences(of: 1)
_ = [1].nonexistent() // expected-error {{value of type '[Int]' has no member 'nonexistent'}}
