// Calls of generic initializers: each reference names the initializer with its
// substitution map (`[with (substitution_map ...)]`) and has its type for the arguments.
struct Total {
  var sum: Int
  init<S: Sequence>(of values: S) where S.Element == Int {
    sum = 0
    for v in values { sum += v }
  }
  init<T: Equatable>(same a: T, _ b: T) {
    sum = a == b ? 1 : 0
  }
}

let range = 1...3
let a = Total(of: range)
let b = Total(same: "x", "y")
let c = Total(of: [a.sum, b.sum])
