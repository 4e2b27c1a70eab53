// `where` clauses on associated types and on protocols: a container whose slices are
// containers of the same items, an inherited associated type named in a refining
// protocol, and a generic function that follows `C.Slice.Item` back to `C.Item`.
protocol Listing {
  associatedtype Item
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}

protocol Sliceable: Listing {
  associatedtype Slice: Sliceable where Slice.Item == Item
  func slice(from start: Int) -> Slice
}

protocol SortedListing: Listing where Item: Comparable {}

struct Row<Element>: Sliceable {
  var cells: [Element]
  var count: Int { cells.count }
  subscript(i: Int) -> Element { cells[i] }
  func slice(from start: Int) -> Row {
    var rest: [Element] = []
    for i in start..<cells.count { rest.append(cells[i]) }
    return Row(cells: rest)
  }
}

struct Digits: Sliceable, SortedListing {
  var value: Int
  var count: Int { String(value).count }
  subscript(i: Int) -> Int {
    var v = value
    for _ in 0..<(count - 1 - i) { v /= 10 }
    return v % 10
  }
  func slice(from start: Int) -> Row<Int> {
    var cells: [Int] = []
    for i in start..<count { cells.append(self[i]) }
    return Row(cells: cells)
  }
}

func lastOfTail<C: Sliceable>(_ c: C) -> C.Item {
  let tail = c.slice(from: 1)
  return tail[tail.count - 1]
}

func largest<C: SortedListing>(_ c: C) -> C.Item {
  var best = c[0]
  for i in 0..<c.count where c[i] > best { best = c[i] }
  return best
}

let row = Row(cells: ["a", "b", "c"])
print(row.slice(from: 1).cells, row.slice(from: 1).slice(from: 1).count)
print(lastOfTail(row), lastOfTail(Row(cells: [1.5, 2.5])))
let digits = Digits(value: 4721)
print(digits.count, digits[0], digits[3], digits.slice(from: 2).cells)
print(lastOfTail(digits), largest(digits))
