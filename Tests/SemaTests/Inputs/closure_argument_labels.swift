// Wrong argument labels in a call whose closure argument takes its parameter types from
// the call are reported (they were accepted: the closure, not typed yet, counted as an
// error already reported); a trailing closure is shown as `_` whatever its label.
func run(times: Int, body: (Int) -> Void) { body(times) }
struct Job {
  func run(times: Int, body: (Int) -> Void) { body(times) }
  init(count: Int, make: (Int) -> Int) { _ = make(count) }
}
run(count: 1) { n in print(n) } // expected-error {{incorrect argument label in call (have 'count:_:', expected 'times:_:')}}
run(count: 1, body: { n in print(n) }) // expected-error {{incorrect argument label in call (have 'count:body:', expected 'times:body:')}}
run(times: 1, action: { n in print(n) }) // expected-error {{incorrect argument label in call (have 'times:action:', expected 'times:body:')}}
run(count: 1) { (n: Int) in print(n) } // expected-error {{incorrect argument label in call (have 'count:_:', expected 'times:_:')}}
Job(count: 1) { n in n }.run(count: 2) { n in print(n) } // expected-error {{incorrect argument label in call (have 'count:_:', expected 'times:_:')}}
_ = Job(number: 1) { n in n } // expected-error {{incorrect argument label in call (have 'number:_:', expected 'count:_:')}}
run(times: 1) { n in
  run(counts: n) { m in print(m) } // expected-error {{incorrect argument label in call (have 'counts:_:', expected 'times:_:')}}
}
