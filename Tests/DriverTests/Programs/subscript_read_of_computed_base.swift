// Reading a subscript of a computed property runs the getters only, as in swiftc: the
// property's setter runs when the subscript is set (or mutated), not when it is read.
struct Shelf {
  var items: [Int] {
    get { [1, 2, 3, 4] }
    set { print("set items", newValue) }
  }
}
var shelf = Shelf()
print(shelf.items[2], shelf.items[2...], shelf.items[..<1])
let part = shelf.items[1..<3]
print(part)
shelf.items[1...2] = [7]
shelf.items[0] = 9

struct Wrapper {
  subscript(i: Int) -> Int {
    get { i * 10 }
    set { print("set wrapper", i, newValue) }
  }
}
struct Holder {
  var wrapper: Wrapper {
    get { Wrapper() }
    set { print("set holder") }
  }
}
var holder = Holder()
print(holder.wrapper[3])
holder.wrapper[4] = 1

var grid = [[1, 2, 3], [4, 5, 6]]
let copy = grid
print(grid[1][1...], grid[0][..<2])
grid[1][1...] = [0]
print(grid, copy)
