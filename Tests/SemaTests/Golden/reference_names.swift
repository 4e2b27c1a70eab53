// How -dump-ast names a referenced declaration (decl=, override=, witness=,
// default_args_owner=): a function whose parameters have no labels by its base name.
func inc(_ x: Int) -> Int { x + 1 }
func twice(x: Int) -> Int { x * 2 }
func zero() -> Int { 0 }
func pick<T>(_ a: T, or b: T) -> T { a }
func first<T>(_ a: T, _ b: T) -> T { a }
func fill(_ x: Int = 1, with y: Int = 2) -> Int { x + y }
func one(_ x: Int = 1) -> Int { x }

class Animal {
    func speak(_ times: Int) -> String { "..." }
    func name() -> String { "animal" }
}
class Dog: Animal {
    override func speak(_ times: Int) -> String { "woof" }
    override func name() -> String { "dog" }
}

protocol Shape {
    func scaled(_ factor: Int) -> Int
    func area(of side: Int) -> Int
}
struct Square: Shape {
    var side: Int
    var doubled: Int {
        get { let d = side * 2; return d }
        set { side = newValue / 2 }
    }
    subscript(i: Int) -> Int { let z = side + i; return z }
    func scaled(_ factor: Int) -> Int { side * factor }
    func area(of side: Int) -> Int { side * side }
}

var sq = Square(side: 3)
sq.doubled = sq[1]
let shape: any Shape = sq
print(inc(1), twice(x: 2), zero(), pick(1, or: 2), first(3, 4), fill(), one())
print(Dog().speak(1), Dog().name(), shape.scaled(2), shape.area(of: 2))
