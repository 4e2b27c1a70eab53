// An array literal passed as a generic parameter whose Element a same-type requirement
// names takes that element type (swiftc solves the call so), also when another literal
// argument binds it.
func join<S: Sequence>(_ s: S) -> String where S.Element == Character {
    var out = ""
    for c in s { out.append(c) }
    return out
}
print(join(["x", "y"]))
func total<S: Sequence, T: Comparable>(_ s: S, _ start: T) -> T where S.Element == T {
    var t = start
    for x in s { t = max(t, x) }
    return t
}
print(total([1, 2], 0.5))
print(total([1, 2], 3))
func first<S: Sequence>(_ s: S) -> S.Element? where S.Element == Double {
    for x in s { return x }
    return nil
}
print(first([1, 2])!)
print(Set(["a", "b"]).count)
