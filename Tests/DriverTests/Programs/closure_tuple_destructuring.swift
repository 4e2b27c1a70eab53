// SE-0110's special case: a closure argument with N parameters takes a function
// type's one N-tuple parameter, each parameter bound to an element.
let d = ["a": 1, "b": 2, "c": 3]
let big = d.filter { k, v in v > 1 }
print(big.count)
print(d.map { k, v in "\(k)=\(v)" }.sorted())
print(d.map { $0.key }.sorted())
print(d.sorted { $0.value > $1.value })

let pairs = [(1, 2), (3, 4), (5, 6)]
print(pairs.map { a, b in a + b })
print(pairs.map { $0 * $1 })
print(pairs.map { $1 })
print(pairs.filter { a, _ in a > 1 })
print(pairs.contains { a, b in a + b == 7 })

// Strings in the tuple: each parameter borrows its element.
let people = [("Ann", 31), ("Bob", 27)]
let greetings = people.map { name, age in "\(name) is \(age)" }
print(greetings)
let older = people.first { _, age in age > 30 }
print(older ?? ("nobody", 0))

// A parameter captured by a nested closure.
let adders = pairs.map { a, b in { (x: Int) in x + a * b } }
print(adders.map { $0(1) })

// A function taking a tuple-typed closure.
func applyToPair(_ p: (Int, String), _ f: ((Int, String)) -> String) -> String { f(p) }
print(applyToPair((3, "x")) { n, s in String(repeating: s, count: n) })

// With written parameter types too.
print(d.filter { (k: String, v: Int) in v > 2 })
print(d.map { (k: String, v: Int) -> String in k + String(v) }.sorted())
print(pairs.map { (a: Int, b: Int) in a * b })
print(applyToPair((2, "ab")) { (n: Int, s: String) in s + String(n) })
