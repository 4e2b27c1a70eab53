// An actor's `var`s and methods are isolated to it: from outside, a read or a call is
// a suspension point (`await`), a mutation is refused; its `let`s and `nonisolated`
// members are not isolated.
actor Account {
  let owner = "Ann"
  var balance = 0
  // expected-note@-1 2 {{mutation of this property is only permitted within the actor}}
  // expected-note@-2 2 {{property declared here}}
  func deposit(_ amount: Int) { balance += amount }
  // expected-note@-1 2 {{calls to instance method 'deposit' from outside of its actor context are implicitly asynchronous}}
  nonisolated func title() -> String { owner }
  nonisolated func peek() -> Int {
    balance  // expected-error {{actor-isolated property 'balance' can not be referenced from a nonisolated context}}
  }
  func transfer(to other: Account) {
    other.deposit(1)  // expected-error {{call to actor-isolated instance method 'deposit' in a synchronous actor-isolated context}}
    other.balance = 0  // expected-error {{actor-isolated property 'balance' can not be mutated on a nonisolated actor instance}}
    deposit(-1)
  }
}

func report(_ a: Account) {
  print(a.owner, a.title())
  print(a.balance)  // expected-error {{actor-isolated property 'balance' can not be referenced from a nonisolated context}}
  a.deposit(2)  // expected-error {{call to actor-isolated instance method 'deposit' in a synchronous nonisolated context}}
}

func update(_ a: Account) async {
  await a.deposit(3)
  print(await a.balance)
  a.deposit(4)  // expected-error {{actor-isolated instance method 'deposit' cannot be called from outside of the actor}}
  print(a.balance)  // expected-error {{actor-isolated property 'balance' cannot be accessed from outside of the actor}}
  a.balance = 5
  // expected-error@-1 {{actor-isolated property 'balance' can not be mutated from a nonisolated context}}
  // expected-note@-2 {{consider declaring an isolated method on 'Account' to perform the mutation}}
}
