// An argument that does not meet a generic parameter's requirement: swiftc's note
// "where 'T' = ..." is at the name of the function or type that declares the parameter.
protocol Shape {}
class Base {}
func draw<T: Shape>(_ t: T) {}
draw(4)
func pair<A, T: Shape>(_ a: A, _ t: T) {}
pair(1, "s")
struct Canvas { func add<T: Shape>(_ t: T) {} }
Canvas().add(2.5)
struct Frame<T: Shape> { init(_ t: T) {} }
_ = Frame(3)
func keep<T: Base>(_ t: T) {}
keep(1)
func any<T>(_ t: T) where T: Shape {}
any(1)
