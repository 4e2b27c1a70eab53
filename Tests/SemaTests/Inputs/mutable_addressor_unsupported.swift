// miniswiftc-only
// A program's `unsafeMutableAddress`: only the library's Array subscript has one (the
// subset has no pointers to write one with).
struct Buffer {
  var storage = [0, 0]
  subscript(i: Int) -> Int {
    get { storage[i] }
    unsafeMutableAddress { fatalError() } // expected-error {{an 'unsafeMutableAddress' accessor is not supported yet by miniswiftc}}
  }
}
var b = Buffer()
print(b[0])
