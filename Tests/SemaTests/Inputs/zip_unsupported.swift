// miniswiftc-only: generic code over a Sequence may call `makeIterator()`, which arrays,
// strings, sets, dictionaries, ranges of Int and a program's Sequences have in
// miniswiftc; a Substring is "not supported yet" there (a `for`-`in` over it alone has
// its own loop).
let s = "abcd"
let sub = s[s.startIndex..<s.endIndex]
func firstElement<S: Sequence>(_ s: S) -> S.Element? {
  var it = s.makeIterator()
  return it.next()
}
print(firstElement(sub) as Any) // expected-error {{'firstElement' of a value of type 'Substring' is not supported yet by miniswiftc}}
for (c, n) in zip(sub, [1, 2]) { print(c, n) } // expected-error {{'zip' of a value of type 'Substring' is not supported yet by miniswiftc}}
for c in sub { print(c) }
// A string's `indices` is Swift's `DefaultIndices<String>`, a Sequence; miniswiftc's is a
// range of String.Index, which a `for`-`in` walks but generic code cannot yet.
print(firstElement(s.indices) as Any) // expected-error {{'firstElement' of a string's 'indices' is not supported yet by miniswiftc}}
for i in s.indices { print(s[i]) }
