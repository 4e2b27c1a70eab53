// Lazy sequences over an endless range, taken with prefix(_:) and first(where:), their
// closures called only for the elements reached.
let squares = (1...).lazy.map { $0 * $0 }
for s in squares.prefix(4) { print(s, terminator: " ") }
print()
let firstBig = squares.filter { $0 % 7 == 0 }.first(where: { $0 > 100 })
print(firstBig ?? 0)
var log: [Int] = []
let traced = [1, 2, 3, 4].lazy.map { (x: Int) -> Int in log.append(x); return x * 10 }
for v in traced where v > 15 { print(v); break }
print(log)
let words = ["apple", "Banana", "cherry"]
let upper = words.lazy.filter { $0.first!.isLowercase }.map { $0.uppercased() }
print(Array(upper), upper.contains("CHERRY"))
print(words.lazy.map(\.count).reduce(0, +))
let nested = [[1, 2], [3]].lazy.map { $0.count }
print(Array(nested))
