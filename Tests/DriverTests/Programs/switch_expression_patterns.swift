// Expression patterns on optionals (nil, a wrapped case) and on enum values held in
// variables, and optional patterns with guards.
let v: Int? = 4
switch v {
case let x? where x > 3: print("big", x)
case let x?: print(x)
default: print("nil")
}
let w: Int? = nil
switch w {
case let x?: print(x)
case nil: print("none")
default: print("other")
}
enum D { case n, s }
let here = D.s
let x: D = .s
switch x {
case here: print("here")
default: print("no")
}
let e: D? = .n
switch e {
case .n?: print("n")
case nil: print("nil")
default: print("d")
}
