// miniswiftc-only
// A generic 'required' initializer's 'where' clause other than conformances of its own
// parameters: a subclass's override would have to be compared with it.
class Base {
  var s = ""
  required init<T>(_ t: T) where T: Equatable { s = "\(t)" }
  required init<S: Sequence>(all s: S) where S.Element == Int { self.s = "\(Array(s))" } // expected-error {{this 'where' clause of a generic 'required' initializer is not supported yet by miniswiftc}}
}
class Sub: Base {}
