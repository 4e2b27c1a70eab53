// A dictionary literal with two equal keys traps, as Swift's does (the keys are
// computed, so no compile-time check sees them).
func key(_ n: Int) -> String { n % 2 == 0 ? "even" : "odd" }
print("before")
let parity = [key(1): 1, key(2): 2, key(3): 3]
print(parity.count)
