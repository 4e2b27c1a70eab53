// miniswiftc-only
// An initializer in a protocol extension (generic or not) is not found on a conforming
// type yet: the declaration says so, rather than the call "no exact matches".
protocol Tagged {
  init()
  var tag: String { get set }
}
extension Tagged {
  init(tagged t: Int) { // expected-error {{an initializer in a protocol extension is not supported yet by miniswiftc}}
    self.init()
    tag = "\(t)"
  }
}
struct Note: Tagged { var tag = "" }
let note = Note(tagged: 1)
