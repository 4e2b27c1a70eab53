// `async` calls: marked with `await`, and only where the code may suspend (an `async`
// function, or top-level code that awaits somewhere).
func fetch(_ n: Int) async -> Int { n }
func fetchOrFail(_ n: Int) async throws -> Int { n }

func synchronous() {  // expected-note 2 {{add 'async' to function 'synchronous()' to make it asynchronous}}
  _ = fetch(1)  // expected-error {{'async' call in a function that does not support concurrency}}
  _ = await fetch(2)  // expected-error {{'async' call in a function that does not support concurrency}}
}

func asynchronous() async throws {
  _ = fetch(3)
  // expected-error@-1 {{expression is 'async' but is not marked with 'await'}}
  // expected-note@-2 {{call is 'async'}}
  _ = await 4  // expected-warning {{no 'async' operations occur within 'await' expression}}
  _ = try await fetchOrFail(5)
  _ = await 6 + fetch(7)
  _ = 8 + await fetch(9)  // expected-error {{'await' cannot appear to the right of a non-assignment operator}}
}
