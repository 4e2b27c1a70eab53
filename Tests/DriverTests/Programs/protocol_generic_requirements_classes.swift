// Generic method requirements witnessed by classes: a class's own generic method, one a
// subclass inherits, a generic class's; with associated types in the requirement, and
// a generic struct conforming.
protocol Store {
  associatedtype Item
  var items: [Item] { get }
  func mapped<R>(_ f: (Item) -> R) -> [R]
  func zipped<Other: Sequence>(with other: Other) -> [(Item, Other.Element)]
}

class Shelf: Store {
  var items: [String]
  init(_ items: [String]) { self.items = items }
  func mapped<R>(_ f: (String) -> R) -> [R] {
    var out: [R] = []
    for i in items { out.append(f(i)) }
    return out
  }
  func zipped<S: Sequence>(with other: S) -> [(String, S.Element)] {
    var out: [(String, S.Element)] = []
    var it = other.makeIterator()
    for i in items {
      guard let o = it.next() else { break }
      out.append((i, o))
    }
    return out
  }
}

// Inherits the witnesses.
class Cupboard: Shelf {
  var label = "cupboard"
}

final class Box<T>: Store {
  var items: [T]
  init(_ items: [T]) { self.items = items }
  func mapped<R>(_ f: (T) -> R) -> [R] { return items.map(f) }
  func zipped<Other: Sequence>(with other: Other) -> [(T, Other.Element)] {
    return Array(zip(items, other))
  }
}

struct Pile<Element>: Store {
  var items: [Element]
  func mapped<U>(_ f: (Element) -> U) -> [U] { return items.reversed().map(f) }
  func zipped<Other: Sequence>(with other: Other) -> [(Element, Other.Element)] {
    return Array(zip(items.reversed(), other))
  }
}

func counts<S: Store>(_ s: S) -> [Int] where S.Item == String {
  return s.mapped { $0.count }
}

func labelled<S: Store>(_ s: S) -> [String] {
  return s.mapped { "<\($0)>" }
}

func numbered<S: Store>(_ s: S) -> [(S.Item, Int)] {
  return s.zipped(with: 1...)
}

let shelf = Shelf(["pen", "book"])
let cupboard = Cupboard(["cup", "plate", "bowl"])
let box = Box([3, 1, 2])
let pile = Pile(items: [true, false])
print(shelf.mapped { $0.uppercased() })
print(cupboard.mapped { $0 + "s" }, cupboard.label)
print(counts(shelf), counts(cupboard), counts(Box(["a", "bb"])))
print(labelled(box), labelled(pile), labelled(cupboard))
print(numbered(shelf))
print(numbered(cupboard).map { "\($0.1): \($0.0)" })
print(numbered(box).count, numbered(pile))
print(box.zipped(with: ["x", "y", "z"]))
let asShelf: Shelf = cupboard
print(labelled(asShelf), asShelf.zipped(with: [1.5]))
