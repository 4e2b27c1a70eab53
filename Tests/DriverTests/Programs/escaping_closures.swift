// @escaping closures kept after the call, trailing closures given to labelled
// parameters, and non-escaping ones called during it.
var pending: [() -> Void] = []
var counter = 0

func later(_ work: @escaping () -> Void) {
  pending.append(work)
}

func now(run body: () -> Void) {
  body()
}

func twice(_ f: @escaping (Int) -> Int) -> (Int) -> Int {
  return { x in f(f(x)) }
}

func repeatLater(times: Int = 2, action: @escaping () -> Void) {
  for _ in 0..<times { later(action) }
}

class Tally {
  var total = 0
  func schedule() {
    later { self.total += 10 }
    now { total += 1 }
  }
}

struct Point {
  var x = 0
  mutating func nudge() {
    now { x += 1 }
  }
}

let t = Tally()
t.schedule()
later { counter += 1 }
repeatLater { counter += 100 }
repeatLater(times: 3) { counter += 1000 }
print(pending.count, counter, t.total)
for work in pending { work() }
print(pending.count, counter, t.total)

var p = Point()
p.nudge()
p.nudge()
print(p.x)

let addThree = twice { $0 + 3 }
print(addThree(1))
let square: (Int) -> Int = { $0 * $0 }
print(twice(square)(3))

// A non-escaping closure changes an inout parameter (and a mutating method's self)
// in place.
func increment(_ value: inout Int, by step: Int) {
  now { value += step }
  now { now { value *= 2 } }
}
var total = 5
increment(&total, by: 1)
print(total)
