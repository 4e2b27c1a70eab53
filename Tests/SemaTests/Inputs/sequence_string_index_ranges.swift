// A range of String.Index is not a Sequence: Swift's ranges are Sequences where their
// bound is Strideable (with a SignedInteger stride), which String.Index is not.
let s = "abc"
func firstElement<S: Sequence>(_ s: S) -> S.Element? {
  var it = s.makeIterator()
  return it.next()
}
print(firstElement(s.startIndex..<s.endIndex) as Any) // expected-error {{global function 'firstElement' requires that 'String.Index' conform to 'Strideable'}}
print(zip(s.startIndex..<s.startIndex, [1])) // expected-error {{global function 'zip' requires that 'String.Index' conform to 'Strideable'}}
print(firstElement(1..<3) as Any)
