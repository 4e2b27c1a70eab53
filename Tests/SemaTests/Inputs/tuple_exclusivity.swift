// Exclusive access to tuple elements: distinct elements of a local tuple are disjoint,
// one element twice overlaps (reported after type checking, as swiftc does).
func add(_ x: inout Int, _ y: inout Int) { x += y }
func local() {
  var p = (1, 2)
  add(&p.0, &p.1)
  add(&p.0, &p.0)                    // expected-error {{overlapping accesses to 'p.0', but modification requires exclusive access; consider copying to a local variable}} expected-note {{conflicting access is here}}
  var q = (a: (1, 2), b: 3)
  add(&q.a.0, &q.b)
  add(&q.a.1, &q.a.1)                // expected-error {{overlapping accesses to 'q.a.1', but modification requires exclusive access; consider copying to a local variable}} expected-note {{conflicting access is here}}
  print(p, q)
}
local()
