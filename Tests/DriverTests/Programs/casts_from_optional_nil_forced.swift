// `as!` from an optional traps on nil as `!` does.
protocol Shape {}
struct Square: Shape {}
func force<T>(_ t: T?) -> Int { t as! Int }
let square: Square? = Square()
print(square as! Shape is Square)
print(force(Optional(1)))
let missing: Int? = nil
print("before")
print(missing as! Int)
print("not reached")
