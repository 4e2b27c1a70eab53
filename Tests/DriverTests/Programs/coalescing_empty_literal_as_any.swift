// a ?? [] where an Any is expected (print's items): the empty literal takes the wrapped
// type, as swiftc types it (it was an internal error: a PHI of an Any and a null).
class R { var value: [Int] = [1, 2]; var names: [String: Int] = ["a": 1]; var d = 2.5 }
let o: Any = R()
print((o as? R)?.value ?? [])
print((o as? R)?.names ?? [:])
let none: Any = 3
print((none as? R)?.value ?? [])
print((none as? R)?.names ?? [:])
print((o as? R)?.d ?? 0, (none as? R)?.d ?? 0)
print((none as? R)?.value ?? [7])
