// A generic (or overloaded) function named where the context fixes its type: swiftc
// specializes it for that type.

// The library's generic functions.
let larger: (Int, Int) -> Int = max
print(larger(2, 3))
let smaller: (Double, Double) -> Double = min
print(smaller(1.5, 0.5))
print([3, 1, 2].reduce(0, max))
print([3, 1, 2].reduce(Int.max, min))
let words = ["pear", "fig", "apple"]
print(words.reduce(words[0], min))
let pairs = [("a", 1), ("b", 2), ("a", 5), ("b", -1)]
print(Dictionary(pairs, uniquingKeysWith: max).sorted { $0.key < $1.key })
print(Dictionary(pairs, uniquingKeysWith: min).sorted { $0.key < $1.key })

// A program's own, passed to a parameter of function type, the generic arguments
// from the parameter's type.
func twice<T>(_ x: T) -> [T] { [x, x] }
func apply(_ f: (Int) -> [Int], to x: Int) -> [Int] { f(x) }
print(apply(twice, to: 4))
print([1, 2].map(twice))
print(["a"].map(twice))

func largest<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
print([4, 9, 2].reduce(0, largest))
print(["pear", "apple"].reduce("", largest))

func applyTwice<T>(_ f: (T) -> T, _ x: T) -> T { f(f(x)) }
func identity<T>(_ x: T) -> T { x }
print(applyTwice(identity, 5), applyTwice(identity, "s"))

// Overloads chosen by the type: also where a literal's type depends on it.
func add(_ a: Int, _ b: Int) -> Int { a + b }
func add(_ a: Double, _ b: Double) -> Double { a + b }
print([1.5, 2.5].reduce(0, add))
print([1, 2].reduce(0, add))
let addDoubles: (Double, Double) -> Double = add
print(addDoubles(0.25, 0.5))

// Stored in a collection of function values.
let combiners: [(Int, Int) -> Int] = [max, min, add, largest]
print(combiners.map { $0(3, 7) })

// A throwing parameter takes a non-throwing specialization.
func tryBoth(_ f: (Int, Int) throws -> Int) rethrows -> Int { try f(1, 2) }
print(tryBoth(max))

// A user type through the library's generic function.
struct Version: Comparable {
  var major: Int
  static func < (a: Version, b: Version) -> Bool { a.major < b.major }
}
let newest = [Version(major: 2), Version(major: 5), Version(major: 3)].reduce(Version(major: 0), max)
print(newest.major)

// Inside a generic function: the specialization for its own parameter.
func best<T: Comparable>(_ xs: [T]) -> T { xs.reduce(xs[0], max) }
print(best([3, 8, 1]), best(["b", "a"]))
