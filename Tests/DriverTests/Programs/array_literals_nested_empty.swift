// An empty array literal beside non-empty ones takes their type, with and without
// context (it was typed as nothing: the outer array was allocated with elements of size
// 0 and the program crashed).
struct Grid {
  var rows: [[Int]]
}
var g = Grid(rows: [[1], []])
g.rows[1].append(2)
print(g.rows, g.rows.count)
let inferred = [[], [3, 4], []]
print(inferred, inferred[1].count)
let deeper = [[[1]], [[]], []]
print(deeper)
func total(_ rows: [[Int]]) -> Int {
  var sum = 0
  for row in rows { for x in row { sum += x } }
  return sum
}
print(total([[], [5], [6, 7]]))
var words = [["a"], []]
words[1] += ["b", "c"]
print(words)
// Two literals joined by an array operator: the empty one takes the other's type.
let appended = [1] + []
var grown = [3]
grown += []
print(appended, [] + [2], grown, [1] == [], [] + [[1]])
