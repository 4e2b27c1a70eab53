// `type(of:)` printed and interpolated: a class instance shows its own class (not the
// static type), every other type its static name as the runtime spells it.
class Animal {}
class Dog: Animal {}
class Puppy: Dog {}
struct Point { var x = 0, y = 0 }
enum Direction { case up, down }

let pet: Animal = Puppy()
let pets: [Animal] = [Dog(), Animal()]
print(type(of: pet), type(of: pets), type(of: pets[0]))
let maybe: Animal? = Dog()
print(type(of: maybe))
print("a \(type(of: pet)) among \(type(of: pets))")

print(type(of: 1), type(of: 2.5), type(of: "s"), type(of: false))
print(type(of: Point()), type(of: Direction.up), type(of: [Point()]))
print(type(of: (1, "one")), type(of: (x: 1.0, y: 2)), type(of: ()))
let nested: [[Int?]] = [[1, nil]]
print(type(of: nested))

func combine(_ a: Int, _ b: inout String) -> Bool { true }
func make() -> (Int) -> (Int) -> Int { { a in { b in a + b } } }
func nothing() {}
print(type(of: combine))
print(type(of: make), type(of: make()))
print(type(of: nothing))
print(type(of: { (p: Point) -> Point? in p }))

func describe(_ a: Animal) -> String { "\(type(of: a))" }
print(describe(Dog()), describe(Animal()), describe(Puppy()))
