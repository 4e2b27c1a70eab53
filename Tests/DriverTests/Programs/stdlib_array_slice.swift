// ArraySlice (stdlib/ArraySlice.swift): prefix, suffix, dropFirst, dropLast and range
// subscripts make a slice that keeps the array's indices and prints as an array;
// swapAt exchanges two elements.
var numbers = [10, 20, 30, 40, 50]
print(numbers.prefix(2), numbers.suffix(2), numbers.dropFirst(), numbers.dropLast(2))
print(numbers.prefix(9), numbers.suffix(0), numbers.dropFirst(7), numbers.dropLast(5))

let middle = numbers[1..<4]
print(middle, type(of: middle))
print(middle.startIndex, middle.endIndex, middle.count, middle.isEmpty)
print(middle[1], middle[3], middle.first!, middle.last!)
for n in middle {
  print(n, terminator: " ")
}
print()
print(numbers[0...1], numbers[2..<2].isEmpty, numbers[4...4])
let copied = Array(numbers.dropFirst(3))
print(copied, copied.count)
print("tail: \(numbers.suffix(3))")

let names = ["Anna", "Alex", "Brian", "Jack"]
print(names.prefix(2), names.dropFirst(3), names.dropLast())
print(Set(names.prefix(2)).count)
let empty: [Int] = []
print(empty.dropFirst(), empty.prefix(1).first as Any)

numbers.swapAt(0, 4)
numbers.swapAt(1, 1)
print(numbers, numbers.first!, numbers.last!, numbers.isEmpty)
var letters = ["a", "b", "c"]
letters.swapAt(0, 2)
print(letters)

// Inside a collection or an optional, a slice shows its type (its debugDescription).
print([numbers.prefix(2)], Optional(numbers.suffix(1)) as Any, ["tail": names.dropFirst(2)])

// One-sided ranges.
let scores = [7, 8, 9, 10]
print(scores[1...], scores[..<2], scores[...1], scores[4...], scores[..<0])
let from = 2
print(scores[from...].first!, scores[(from - 1)...].count, type(of: scores[...from]))
for s in scores[2...] {
  print(s)
}

// Sequence's algorithms (extension Sequence) on a slice.
let tail = [1, 2, 3, 4].dropFirst()
print(tail.map { $0 * 2 }, tail.filter { $0 > 2 }, tail.reduce(0, +))
