// joined(separator:) and joined() of any sequence of Strings or Substrings (a Set, a
// ReversedCollection, a FlattenSequence, generic code) are Strings, as in Swift; of a
// sequence of other sequences, joined() is a FlattenSequence.
let s: Set<String> = ["b"]
print(s.joined(separator: ","), s.joined())
print(["a", "b"].reversed().joined(separator: "-"), ["a", "b"].reversed().joined())
print([["a"], ["b"]].joined().joined(separator: "+"), [["a"], ["b"]].joined().joined())
func glue<S: Sequence>(_ s: S) -> String where S.Element == String { return s.joined(separator: "/") }
print(glue(["x", "y"]), glue(s))
let parts = "a,b,c".split(separator: ",")
print(parts.reversed().joined(separator: ";"), parts.reversed().joined())
print([["a", "b"], ["c"]].joined(), [["a", "b"], ["c"]].joined().map { $0 + "!" })
print(Array(["ab", "c"].joined()))
print(["ab", "c"].joined())
