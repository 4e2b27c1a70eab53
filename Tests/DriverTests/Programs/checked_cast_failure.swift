// `as!` to a class the instance is not traps ("Could not cast value of type ...").
class Animal {}
class Cat: Animal {}
class Dog: Animal {}
let pets: [Animal] = [Cat(), Dog()]
let cat = pets[0] as! Cat
print(type(of: cat))
let dog = pets[0] as! Dog
print(type(of: dog))
