// `{ get set }` requirements: assigning through an existential calls the setter witness.
// A struct inside an existential keeps value semantics; a class instance is shared.
protocol Counter {
  var count: Int { get set }
  var label: String { get }
}

struct Tally: Counter {
  var count: Int
  var label: String { "tally \(count)" }
}

class Clicker: Counter {
  var count = 0
  var label: String { "clicker \(count)" }
}

var a: Counter = Tally(count: 1)
var b = a
b.count = 10
print(a.label, b.label)
a.count += 5
print(a.count, b.count)

let shared = Clicker()
var c: Counter = shared
var d = c
c.count = 3
d.count += 4
print(c.label, d.label, shared.count)

func bump(_ x: inout Counter) {
  x.count = x.count * 2
}
bump(&a)
bump(&c)
print(a.label, c.label)
