// Casts whose answer the types give (swiftc warns on each): a value that converts to
// the type always is one, a value of an unrelated type never is; the operand is still
// evaluated.
protocol Shape { func area() -> Int }
struct Square: Shape { var side: Int; func area() -> Int { side * side } }
class Animal { func name() -> String { "animal" } }
class Dog: Animal { override func name() -> String { "dog" } }
class Car {}
enum Light { case red, green }

var evaluated = 0
func count<T>(_ v: T) -> T {
  evaluated += 1
  return v
}

let dog = Dog()
if dog is Animal { print("a dog is an animal") }
if let a = count(dog) as? Animal { print("as animal:", a.name()) }
let forced = dog as! Animal
print(forced.name(), forced is Dog)
let square = Square(side: 3)
print(square is Square, count(square) is Shape)
if let s = square as? Shape { print("area", s.area()) }
let shape = square as! Shape
print(shape.area())
let same = square as! Square
print(same.side)
let x = 5
if let s = count(x) as? String { print("string", s) } else { print("5 is no String") }
print(x is Double, x is Int8, 1.5 is Int, true is Int)
print(count(Light.red) is Square, Light.green as? Square as Any)
print(dog is Car, count(dog) as? Car as Any)
print(square is Animal, dog is Square)
let maybe: Int? = 7
print(maybe is String, maybe as? String as Any)
print(x as? Any as Any, x is Any, x is Int?)
let f: (Int) -> Int = { $0 + 1 }
print(f is (String) -> Int)
switch square {
case is Square: print("case is Square")
}
print("evaluated", evaluated)
