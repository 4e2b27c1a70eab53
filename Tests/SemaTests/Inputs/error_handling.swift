// Throws checking: calls that can throw must be marked with `try`, and what they throw
// must be handled (a throwing function, top-level code, or a `catch` that matches every
// error).
enum Failure: Error {
  case bad, worse(Int)
}

func risky() throws -> Int { throw Failure.bad }
func rethrower(_ f: () throws -> Int) rethrows -> Int { try f() }
struct Safe { init() throws {} }

func unmarked() throws {
  _ = risky() // expected-error {{call can throw but is not marked with 'try'}} expected-note {{did you mean to use 'try'?}} expected-note {{did you mean to handle error as optional value?}} expected-note {{did you mean to disable error propagation?}}
}

func notThrowing() {
  _ = risky() // expected-error {{call can throw, but it is not marked with 'try' and the error is not handled}}
  _ = try risky() // expected-error {{errors thrown from here are not handled}}
  _ = try Safe() // expected-error {{errors thrown from here are not handled}}
  do {
    _ = try risky() // expected-error {{errors thrown from here are not handled because the enclosing catch is not exhaustive}}
  } catch Failure.bad {
  }
  throw Failure.worse(1) // expected-error {{error is not handled because the enclosing function is not declared 'throws'}}
}

func handled() -> Int {
  do {
    return try risky()
  } catch Failure.worse(let n) where n > 1 {
    return n
  } catch {
    return 0
  }
}

func optionalAndForced() {
  _ = try? risky()
  _ = try! rethrower { 1 } // expected-warning {{no calls to throwing functions occur within 'try' expression}}
  _ = rethrower { 2 }
  _ = rethrower { try risky() } // expected-error {{call can throw, but it is not marked with 'try' and the error is not handled}} expected-note {{call is to 'rethrows' function, but argument function can throw}}
  _ = 1 + try risky() // expected-error {{'try' cannot appear to the right of a non-assignment operator}} expected-error {{errors thrown from here are not handled}}
}

func noCalls() throws {
  try print(1) // expected-warning {{no calls to throwing functions occur within 'try' expression}}
}

func notAnError() throws {
  throw 42 // expected-error {{thrown expression type 'Int' does not conform to 'Error'}}
}

let closure: () -> Int = { try risky() } // expected-error {{invalid conversion from throwing function of type '() throws -> Int' to non-throwing function type '() -> Int'}}

func overloaded() -> Int { 1 } // expected-note {{'overloaded()' previously declared here}}
func overloaded() throws -> Int { 2 } // expected-error {{invalid redeclaration of 'overloaded()'}}

func cleanups() throws {
  defer { _ = try? risky() }
  defer { _ = try risky() } // expected-error {{call can throw, but errors cannot be thrown out of a defer body}}
  defer {
    throw Failure.bad // expected-error {{errors cannot be thrown out of a defer body}}
  }
  print("body")
}

struct Holder {
  var value = try risky() // expected-error {{call can throw, but errors cannot be thrown out of a property initializer}}
  var maybe = try? risky()
}

func withDefault(_ x: Int = try risky()) {} // expected-error {{call can throw, but errors cannot be thrown out of a default argument}}
