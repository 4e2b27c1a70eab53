// An array literal passed where a same-type requirement makes its elements Characters:
// swiftc's error at each element that cannot be one.
func join<S: Sequence>(_ s: S) -> String where S.Element == Character {
    var out = ""
    for c in s { out.append(c) }
    return out
}
print(join([1, 2])) // expected-error 2 {{cannot convert value of type 'Int' to expected element type 'Character'}}
