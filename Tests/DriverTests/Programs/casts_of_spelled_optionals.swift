// `Optional(x) is T`, `as? T` to a type that is not an optional: the cast of `x`, which
// the optional unwraps to (swiftc decides it from `x`'s type); the operand is still
// evaluated once.
let i = 3
let o: Int? = nil
print(Optional(i) is String, (Optional(i)) is Int, Optional(Optional(i)) is Int)
print(Optional(3) as? Int as Any, Optional(i) as? String as Any)
print(Optional(o) is Int, Optional(o) is String)
print(Optional<Int>.none is String, Int?.some(3) is String, Optional<Int>(i) is Int)
var hits = 0
func tick() -> Int {
  hits += 1
  return hits
}
print(Optional(tick()) is String, Optional(tick()) is Int, hits)
print(Optional<Int>(i) as! Int, Optional<Int>.some(4) as? Int as Any, Optional(i) as! Int)
