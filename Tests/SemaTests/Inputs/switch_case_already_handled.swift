// A case pattern that matches only values the patterns before it match gets swiftc's
// warning, found with the same spaces as the missing cases; so does a `default` after
// patterns that match every value.
enum CompassPoint { case north, south, east, west }
func heading(_ d: CompassPoint) {
  switch d {
  case .north: print("n")
  case .north, .south: print("again") // expected-warning@:8 {{case is already handled by previous patterns; consider removing it}}
  case .east, .west: print("other")
  }
}
func pairs(_ p: (Int, Bool)) {
  switch p {
  case (_, true): print(1)
  case (2, true): print(2)
  case (_, false): print(3)
  case let (x, y): print(x, y)
  }
}
func optional(_ o: Int?) {
  switch o {
  case .some(let v): print(v)
  case nil: print(0)
  case _?: print(9) // expected-warning {{case is already handled by previous patterns; consider removing it}}
  default: print(8) // expected-warning {{default will never be executed}}
  }
}
enum Payload { case p(Int) }
func payload(_ x: Payload) {
  switch x {
  case .p(1): print(1)
  case .p: print(2)
  case .p(let z): print(z) // expected-warning {{case is already handled by previous patterns; consider removing it}}
  }
}
