// An Optional boxed in Any: printed as an Optional, and casts to the wrapped type look
// through it (nil matches no type).
let some: Int? = 5
let none: Int? = nil
let things: [Any] = [some as Any, none as Any, 7, "s"]
for t in things {
  switch t {
  case 5 as Int: print("five")
  case let n as Int: print("int", n)
  default: print("other", t)
  }
  print(t is Int, (t as? Int) as Any)
}
class C { deinit { print("C deinit") } }
let c: C? = C()
let boxed: Any = c as Any
if let back = boxed as? C { print("got", back) }
print(boxed is C)
