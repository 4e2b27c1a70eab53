// Tuple patterns in `switch` (ControlFlow in the Language Guide): literals, `_`, ranges,
// value bindings, `where`, alternatives that bind the same name, and `for`-`in` over
// an array of tuples.
func describe(_ somePoint: (Int, Int)) {
  switch somePoint {
  case (0, 0): print("\(somePoint) is at the origin")
  case (_, 0): print("\(somePoint) is on the x-axis")
  case (0, _): print("\(somePoint) is on the y-axis")
  case (-2...2, -2...2): print("\(somePoint) is inside the box")
  default: print("\(somePoint) is outside of the box")
  }
}
for p in [(0, 0), (3, 0), (0, -4), (1, 1), (5, 5)] { describe(p) }

func axis(_ point: (Int, Int)) -> String {
  switch point {
  case (let distance, 0), (0, let distance) where distance != 1:
    return "On an axis, \(distance) from the origin"
  case let (x, y) where x == y:
    return "(\(x), \(y)) is on the line x == y"
  case let (x, y) where x == -y:
    return "(\(x), \(y)) is on the line x == -y"
  case let (x, y):
    return "(\(x), \(y)) is just some arbitrary point"
  }
}
for p in [(9, 0), (0, 7), (1, 0), (3, 3), (1, -1), (2, 5)] { print(axis(p)) }

let names = [(name: "Anna", age: 30), (name: "Brian", age: 25)]
for (name, age) in names where age > 26 { print(name, age) }
for (_, age) in names { print(age) }
for person in names { print(person.name, person) }

switch ("blue", true) {
case ("red", _): print("red")
case (let color, true): print("\(color), on")
default: print("other")
}

// Exhaustive without `default`: Bool, enum and optional elements.
enum Suit { case hearts, spades, clubs(Int) }
func classify(_ t: (Bool, Suit, Int?)) -> String {
  switch t {
  case (true, .hearts, _): return "true hearts"
  case (true, .spades, let n?): return "true spades \(n)"
  case (true, .spades, nil): return "true spades nil"
  case (false, _, nil): return "false nil"
  case (false, .clubs(let c), let n?): return "false clubs \(c) \(n)"
  case (false, .hearts, _?), (false, .spades, _?): return "false other"
  case (_, .clubs(let c), _): return "clubs \(c)"
  }
}
print(classify((true, .hearts, nil)), classify((true, .spades, 2)), classify((true, .spades, nil)))
print(classify((false, .hearts, nil)), classify((false, .clubs(3), 4)), classify((false, .spades, 1)))
print(classify((true, .clubs(9), nil)))
let maybe: Int? = nil
switch maybe {
case let m?: print("some \(m)")
case nil: print("nil")
}
