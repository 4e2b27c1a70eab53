func take(_ f: () -> Int?) { print(f() as Any) }
var i = 1
take { guard i > 0 else { return nil }; return i }
take { if i > 5 { return nil }; return i }
let g: () -> Int? = { guard i > 0 else { return nil }; return i }
print(g() as Any)
func apply(_ x: Int, _ f: (Int) -> String?) -> String { f(x) ?? "none" }
print(apply(3) { n in if n > 2 { return nil }; return String(n) }, apply(1) { n in String(n) })
