// Sets: literals by context, algebra, membership, insert/remove results, sorting,
// equality, printing (single elements only: the order of a set is unspecified).
enum Color { case red, green, blue }

let primes: Set<Int> = [2, 3, 5, 7, 11, 13]
let odds: Set = [1, 3, 5, 7, 9, 11, 13, 15]
print(primes.count, odds.count, primes.isEmpty)
print(primes.union(odds).sorted())
print(primes.intersection(odds).sorted())
print(primes.subtracting(odds).sorted(), odds.subtracting(primes).sorted())
print(primes.symmetricDifference(odds).sorted())
let small: Set = [3, 5]
print(small.isSubset(of: primes), small.isStrictSubset(of: primes), primes.isSubset(of: primes),
      primes.isStrictSubset(of: primes))
print(primes.isSuperset(of: small), primes.isStrictSuperset(of: primes), primes.isDisjoint(with: [4, 6]),
      primes.isDisjoint(with: small))
print(primes == [13, 11, 7, 5, 3, 2], primes != odds, primes.contains(7), primes.contains(8))

var words = Set<String>()
let first = words.insert("hello")
let again = words.insert("hello")
print(first.inserted, first.memberAfterInsert, again.inserted, again.memberAfterInsert, words.count)
words.insert("world")
print(words.remove("hello") ?? "-", words.remove("hello") ?? "-", words)
words = ["b", "a", "c", "a"]
print(words.count, words.sorted())
words.removeAll()
print(words, words.isEmpty)

// Composed characters compare (and hash) by canonical equivalence, as in Swift.
let accents: Set = ["caf\u{E9}", "cafe\u{301}"]
print(accents.count)

let doubles: Set = [0.5, -0.0, 0.0, 2.25]
print(doubles.count, doubles.sorted())
var colors: Set<Color> = [.red]
colors.insert(.blue)
print(colors.contains(.blue), colors.contains(.green), colors.count)
for c in [Color.red] where colors.contains(c) { print(c) }
let flags: Set = [true, false, true]
print(flags.count)
for p in Set([2]) { print(p) }
var total = 0
for p in primes { total += p }
print(total)
let many = Set<Int>([4, 4])
print(many)
