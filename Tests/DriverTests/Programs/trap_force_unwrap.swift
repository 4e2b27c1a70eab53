// Force-unwrapping nil traps after the output so far.
func lookup(_ k: Int) -> Int? { k == 1 ? 10 : nil }
print("before", lookup(1)!)
let v = lookup(2)!
print("unreachable", v)
