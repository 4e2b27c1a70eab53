// map, filter, reduce, chained over arrays.
func show(_ list: [Int]) -> String {
    list.isEmpty ? "[]" : "[" + list.map { "\($0)" }.reduce("") { $0.isEmpty ? $1 : $0 + ", " + $1 } + "]"
}
let values = [5, 3, 8, 1, 9, 2]
let doubled = values.map { $0 * 2 }
let evens = values.filter { $0 % 2 == 0 }
let sum = values.reduce(0) { $0 + $1 }
let product = values.reduce(1) { $0 * $1 }
print(show(doubled), show(evens), sum, product)
let words = ["pear", "fig", "banana"]
print(show(words.map { $0.count }), words.filter { $0.count > 3 }.count)
for w in words.map({ $0 + "!" }) { print("word:", w) }
let described = values.map { "<\($0)>" }.reduce("") { $0 + $1 }
print(described)
