// An expression pattern of a type IRGen does not compare by itself is matched by the
// library's `~= <T: Equatable>(a: T, b: T)`: arrays, Equatable structs, Equatable enums
// with associated values, optionals of them.
struct Point: Equatable {
  var x: Int
  var y: Int
}

enum Shape: Equatable {
  case circle(Int)
  case rect(Int, Int)
}

func describe(_ values: [Int]) -> String {
  switch values {
  case []: return "empty"
  case [1, 2]: return "one, two"
  case [0]: return "zero"
  default: return "other \(values.count)"
  }
}

for v in [[], [1, 2], [0], [3, 4, 5]] { print(describe(v)) }

let origin = Point(x: 0, y: 0)
for p in [Point(x: 0, y: 0), Point(x: 1, y: 2)] {
  switch p {
  case origin: print("origin")
  case Point(x: 1, y: 2): print("one-two")
  default: print("elsewhere")
  }
}

for s in [Shape.circle(1), .rect(2, 3), .circle(5)] {
  switch s {
  case .circle(1): print("unit circle")
  case Shape.rect(2, 3): print("two by three")
  default: print("some shape")
  }
}

let names: [String: Int] = ["a": 1]
switch names {
case ["a": 1]: print("a is one")
default: print("something else")
}

let maybe: [Int]? = [7]
switch maybe {
case [7]?: print("seven")
case nil: print("none")
default: print("other")
}

let nested = [[1], [2, 3]]
switch nested {
case [[1], [2, 3]]: print("nested match")
default: print("no nested match")
}

// In an `if case` and a `for case` too.
if case [1, 2] = [1, 2] { print("if case matches") }
for case Point(x: 1, y: 2) in [origin, Point(x: 1, y: 2), Point(x: 1, y: 2)] { print("found") }
