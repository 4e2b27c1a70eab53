// `as!` from a generic parameter's value to another type traps with the runtime's
// message, naming both types.
struct Square { var n: Int }
struct Box<T> { var v: T }
func square<T>(_ x: T) -> Square { x as! Square }
print(square(Square(n: 1)).n)
print(square(Box(v: 2)).n)
