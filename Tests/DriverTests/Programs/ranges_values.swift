// Ranges of Int as values: stored, passed, returned, printed, iterated, queried, and
// used as an array subscript's target.
func window(_ r: ClosedRange<Int>) -> Range<Int> { r.lowerBound..<(r.upperBound + 1) }

let closed = 1...5
let halfOpen = 0..<3
let empty = 2..<2
print(closed, halfOpen, empty, "\(closed) and \(halfOpen)")
print(closed.contains(5), halfOpen.contains(3), closed.count, halfOpen.count, empty.isEmpty, closed.isEmpty)
print(closed.lowerBound, closed.upperBound, window(closed), [closed], [halfOpen])
var total = 0
for i in closed { total += i }
for i in empty { print("never", i) }
print(total)
var r: Range<Int> = 4..<6
for i in r { print(i) }
r = window(3...3)
print(r, r.count)

var shoppingList = ["Eggs", "Milk", "Flour", "Butter", "Cheese", "Jam", "Tea"]
shoppingList[4...6] = ["Bananas", "Apples"]
print(shoppingList)
shoppingList[0..<2] = []
print(shoppingList)
shoppingList[1..<1] = ["X", "Y"]
let bounds = 0...0
shoppingList[bounds] = ["first"]
print(shoppingList)

let low = 1...3
let high = 5..<7
for x in [2, 5, 9] {
  switch x {
  case low: print(x, "low")
  case high: print(x, "high")
  default: print(x, "other")
  }
}
