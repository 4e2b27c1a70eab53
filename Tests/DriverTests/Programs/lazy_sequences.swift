// lazy: LazySequence, LazyMapSequence and LazyFilterSequence, printed as swiftc's
// library prints them, their closures called as elements are reached.
let numbers = [3, 1, 2, 5, 4]
let doubled = numbers.lazy.map { $0 * 2 }
print(doubled)
for n in doubled { print(n, terminator: " ") }
print()
let evens = numbers.lazy.filter { $0 % 2 == 0 }
print(evens)
print(Array(evens))
let chain = numbers.lazy.filter { $0 > 1 }.map { "n\($0)" }
print(Array(chain))
print(numbers.lazy)
let twice = numbers.lazy.map { $0 + 1 }.map { $0 * 10 }
print(Array(twice), twice.reduce(0, +))
var calls = 0
let watched = numbers.lazy.map { (x: Int) -> Int in calls += 1; return x * x }
print(calls)
print(watched.contains(9), calls)
print(numbers.lazy.filter { $0 > 2 }.filter { $0 < 5 }.map { $0 }.reduce(0, +))
let words = ["apple", "kiwi", "banana"]
print(Array(words.lazy.map { $0.count }))
print(words.lazy.map { $0.uppercased() }.first(where: { $0.hasPrefix("K") }) ?? "none")
let r = (1...10).lazy.filter { $0 % 3 == 0 }.map { $0 * $0 }
print(Array(r))
print((1..<4).lazy.map { $0 * 2 })
let s = "hello".lazy.map { $0.uppercased() }
print(Array(s))
print("abc".lazy.filter { $0 != "b" })
let firstBig = (1...).lazy.map { $0 * $0 }.first { $0 > 50 }
print(firstBig ?? 0)
let st: Set<Int> = [4]
print(Array(st.lazy.map { $0 + 1 }))
let total = [1, 2, 3].lazy.map { Double($0) / 2 }.reduce(0, +)
print(total)
let names = ["Ann", "Bob"].lazy.map { $0.count }.filter { $0 > 2 }
print(names)
print([1, 2, 3].lazy.compactMap { $0 > 1 ? $0 : nil })
let m = [1, 2, 3].lazy.map { $0 * 3 }
print(m.contains(6), m.sorted(by: >))
print([1,2,3].lazy.map { $0 }.lazy)
print([1, 2, 3].lazy.map { $0 }.compactMap { $0 > 1 ? $0 : nil })
print([1, 2, 3].lazy.filter { $0 > 0 }.compactMap { $0 > 1 ? $0 : nil })
print(Array([1, 2, 3].lazy.filter { $0 > 0 }.compactMap { $0 > 1 ? "\($0)" : nil }))
print([1, 2].lazy.map { $0 + 1 }.map { $0 * 10 })
print([1, 2].lazy.filter { $0 > 1 }.filter { $0 < 5 })
let d = ["a": 1]
print(d.lazy.map { $0.value })
print(Array(d.lazy.map { $0.key }))
