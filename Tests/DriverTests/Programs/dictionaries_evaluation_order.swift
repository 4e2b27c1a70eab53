// The order swiftc evaluates a dictionary access in: the key before the assigned value,
// the default value only when the key is missing (it is an autoclosure), arguments left
// to right.
func k(_ s: String) -> String { print("key \(s)"); return s }
func v(_ n: Int) -> Int { print("value \(n)"); return n }
var d: [String: Int] = [:]
d[k("a")] = v(1)
d[k("a"), default: v(0)] += v(2)
d[k("z"), default: v(10)] -= v(3)
d.updateValue(v(4), forKey: k("b"))
print(d[k("b")] ?? v(-1), d[k("q")] ?? v(-2), d[k("q"), default: v(9)])
var s: Set<String> = []
s.insert(k("c"))
print(d["a"]!, d["z"]!, s.count)
