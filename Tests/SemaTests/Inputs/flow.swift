// Checks swiftc makes after type checking: missing return, definite initialization,
// guard bodies, constant overflow, literal overflow.
func sign(_ n: Int) -> String {
  if n > 0 {
    return "+"
  } else if n < 0 {
    return "-"
  }
} // expected-error {{missing return in global function expected to return 'String'}}

func forever() -> Int {
  while true { }
}

func exits(_ n: Int) -> Int {
  while true { if n > 0 { break } }
} // expected-error {{missing return in global function expected to return 'Int'}}

struct Box {
  var v: Int
  var doubled: Int {
    if v > 0 { return v * 2 }
  } // expected-error {{missing return in getter expected to return 'Int'}}
  func half() -> Int {
    if v > 1 { return v / 2 } else { return 0 }
  }
}

func label(_ n: Int) -> String {
  let text: String                   // expected-note {{constant defined here}}
  if n > 100 { text = "big" }
  return text                        // expected-error {{constant 'text' used before being initialized}}
}

func twice() -> Int {
  let x: Int                         // expected-note {{change 'let' to 'var' to make it mutable}}
  x = 1
  x = 2                              // expected-error {{immutable value 'x' may only be initialized once}}
  return x
}

func guarded(_ n: Int) -> Int {
  guard n > 0 else {
    print("negative")
  } // expected-error {{'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope}}
  return n
}

struct Pair {
  var a: Int
  var b: Int                         // expected-note {{'self.b' not initialized}}
  init(a: Int) {
    self.a = a
  } // expected-error {{return from initializer without initializing all stored properties}}
}

func arithmetic() -> Int {
  let big = Int.max
  let sum = big + 1                  // expected-error {{arithmetic operation '9223372036854775807 + 1' (on type 'Int') results in an overflow}}
  let quotient = 10 / 0              // expected-error {{division by zero}}
  let negated = -Int.min             // expected-error {{arithmetic operation '0 - -9223372036854775808' (on signed 64-bit integer type) results in an overflow}}
  return sum + quotient + negated
}
let literal: Int = 9223372036854775808 // expected-error {{integer literal '9223372036854775808' overflows when stored into 'Int'}}
print(sign(1), forever(), exits(1), Box(v: 1).doubled, label(1), twice(), guarded(1), Pair(a: 1).a, arithmetic(), literal)

// fatalError and preconditionFailure never return (Swift's `Never`): a path that ends in
// one needs no return; nor does one ending in `assert(false)` (swiftc's -Onone
// diagnostics see its body fold to the failure); assertionFailure does return.
func neverReturns(_ b: Bool) -> Int {
  if b { return 1 }
  fatalError("unreachable")
}
func guardedByPrecondition(_ n: Int) -> Int {
  guard n > 0 else { preconditionFailure() }
  return n
}
func assertReturns(_ b: Bool) -> Int {
  if b { return 1 }
  assertionFailure("returns at -O")
} // expected-error {{missing return in global function expected to return 'Int'}}
func guardEndsInFailedAssert(_ n: Int) -> Int {
  guard n > 0 else { assert(false) }
  return n
}
func guardNeedsExit(_ n: Int) -> Int {
  guard n > 0 else { assert(n > 1) } // expected-error {{'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope}}
  return n
}
