// A `nonmutating set` (of a property or a subscript) writes through a reference the
// struct holds: it is called on a `let`, a parameter, a temporary, and in a
// non-mutating method.
final class Storage { var value = 0 }
struct Handle {
  let storage = Storage()
  var count = 0
  var value: Int {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }
  subscript(i: Int) -> Int {
    get { storage.value + i }
    nonmutating set { storage.value = newValue - i }
  }
}
let h = Handle()
h.value = 3
h[1] = 5
print(h.value, h[1])
Handle().value = 7
print(Handle().value)
func update(_ h: Handle) { h.value += 1; h[0] += 2 }
update(h)
print(h.value, h[1])
struct Wrapper { let handle = Handle(); func bump() { handle.value = 40 } }
let w = Wrapper()
w.bump()
print(w.handle.value)
