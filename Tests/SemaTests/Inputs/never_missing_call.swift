// A function returning `Never` (or another enum without cases) must end every path in
// a call of another such function, as swiftc checks after type checking.
enum Impossible {}

func stop(_ n: Int) -> Never {
  if n > 0 { fatalError("positive") }
  print(n)
} // expected-error {{global function with uninhabited return type 'Never' is missing call to another never-returning function on all paths}}

func impossible() -> Impossible {
  print("no")
  print("never")
} // expected-error {{global function with uninhabited return type 'Impossible' is missing call to another never-returning function on all paths}}

func fine(_ n: Int) -> Never {
  if n > 0 { fatalError("positive") }
  stop(n)
}

func last(_ n: Int) -> Int {
  guard n > 0 else { fine(n) }
  if n > 1 { return n }
  preconditionFailure()
}
