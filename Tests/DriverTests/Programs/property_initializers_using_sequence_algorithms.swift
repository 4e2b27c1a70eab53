// A stored property's initial value may call the library's Sequence algorithms: it is
// type-checked (to infer the property's type) when the memberwise initializer is made,
// before the other conformances are checked, so the conformances of the types it uses
// (Array's Element) are checked on demand.
struct Table {
  var rows = [3, 1, 2].sorted { $0 < $1 }
  var evens = [1, 2, 3, 4].filter { $0 % 2 == 0 }
  var total = [1, 2, 3].reduce(0) { $0 + $1 }
  var firstBig = [1, 5, 9].first(where: { $0 > 4 })
  var hasNegative = [1, -1].contains { $0 < 0 }
  var ordered = [2, 1].sorted()
  var squares = (1...3).map { $0 * $0 }
  var letters = "a-b".filter { $0 != "-" }
  var pairs = zip([1, 2], ["x", "y"]).map { "\($0)\($1)" }
}

final class Report {
  var names = ["b", "a"].sorted(by: >)
  var lengths = ["ab", "c"].map(\.count).reduce(0, +)
}

let t = Table()
print(t.rows, t.evens, t.total, t.firstBig ?? 0, t.hasNegative, t.ordered, t.squares, t.letters, t.pairs)
let r = Report()
print(r.names, r.lengths)
