// 'case nil:' on values that are not optional never matches (and swiftc warns).
func f(_ s: String) -> Int {
  switch s {
  case nil: return 1
  case "a": return 2
  default: return 3
  }
}
print(f("a"), f("b"))
let n = 5
switch n { case nil: print("nil") default: print("num") }
