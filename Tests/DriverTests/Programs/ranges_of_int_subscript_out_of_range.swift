// A range of Int's subscript (its Collection witness) traps outside the range, as Swift's.
func at<C: Collection>(_ c: C, _ i: C.Index) -> C.Element { c[i] }
print(at(0..<5, 4))
print(at(0..<5, 7))
