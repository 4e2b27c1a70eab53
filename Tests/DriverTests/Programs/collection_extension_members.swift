// extension Collection's `first`, `isEmpty` and `count` (stdlib/Collection.swift): in
// generic code over `C: Collection`, on a program's Collection that writes none of
// them, while arrays and strings keep their own.
struct Countdown: Collection {
  let from: Int
  var startIndex: Int { 0 }
  var endIndex: Int { from }
  subscript(position: Int) -> Int { from - position }
  func index(after i: Int) -> Int { i + 1 }
}

func firstOf<C: Collection>(_ c: C) -> C.Element? { c.first }
func describe<C: Collection>(_ c: C) -> String { "\(c.count) \(c.isEmpty) \(String(describing: c.first))" }

let c = Countdown(from: 3)
print(c.count, c.isEmpty, c.first as Any)
print(Countdown(from: 0).isEmpty, Countdown(from: 0).first as Any)
print(firstOf([1, 2]) as Any, firstOf("ab") as Any, firstOf(c) as Any)
let empty: [Int] = []
print(firstOf(empty) as Any, firstOf("") as Any)
print(describe(c), describe([1.5]), describe(""), describe([1, 2][1...]))
print([1, 2].first as Any, "hey".first as Any, empty.first as Any, [3, 4][1...].first as Any)
if let f = [7, 8].first { print(f) }
print(c.map { $0 * 2 })

// A protocol extension using an associated type of the protocol it refines.
protocol Container { associatedtype Item; var items: [Item] { get } }
protocol Numbered: Container { var number: Int { get } }
extension Numbered {
  var firstItem: Item? { items.first }
  func describe() -> String { "\(items.count) items, #\(number)" }
}
struct Shelf: Numbered { var items: [String]; var number: Int }
let shelf = Shelf(items: ["a", "b"], number: 3)
print(shelf.firstItem as Any, shelf.describe())
