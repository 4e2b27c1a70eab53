// Classes are references: shared mutation, identity, let constants holding mutable objects.
class Counter {
    var value = 0
    func increment() { value += 1 }
}
let c1 = Counter()
let c2 = c1
c2.increment()
c1.increment()
print(c1.value, c2.value)
let c3 = Counter()
print(c3.value)
func bump(_ c: Counter, times: Int) { for _ in 0..<times { c.increment() } }
bump(c3, times: 4)
print(c3.value)
