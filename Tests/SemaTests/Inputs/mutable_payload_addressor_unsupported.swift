// miniswiftc-only
// A program's `unsafeMutablePayloadAddress`: only the library's Dictionary subscript has
// one (the subset has no pointers to write one with).
struct Table {
  var storage = [0, 0]
  subscript(i: Int) -> Int? {
    get { storage[i] }
    set { storage[i] = newValue ?? 0 }
    unsafeMutablePayloadAddress { fatalError() } // expected-error {{an 'unsafeMutablePayloadAddress' accessor is not supported yet by miniswiftc}}
  }
}
var t = Table()
print(t[0] as Any)
