// Arrays: literals, append, removeLast, subscripts, count, value semantics.
func show(_ list: [Int]) -> String {
    var text = "["
    var first = true
    for v in list {
        text += (first ? "" : ", ") + "\(v)"
        first = false
    }
    return text + "]"
}
var numbers = [3, 1, 4]
numbers.append(1)
numbers.append(5)
numbers.append(9)
print(show(numbers), numbers.count, numbers.isEmpty)
numbers[1] = 30
let removed = numbers.removeLast()
print(show(numbers), removed, numbers.first ?? -1, numbers.last ?? -1)
var copy = numbers
copy.append(100)
print(numbers.count, copy.count, copy[copy.count - 1])
let empty: [String] = []
print(empty.isEmpty, empty.first == nil)
var grid = [[1, 2], [3, 4]]
grid[1][0] = 7
print(show(grid[0]), show(grid[1]), grid[1].count)
for i in 0..<numbers.count { print(i, numbers[i]) }
