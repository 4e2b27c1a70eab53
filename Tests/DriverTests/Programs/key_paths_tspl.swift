// The Language Guide's reference chapter, Expressions: Key-Path Expression (its examples
// without subscript components), and a key path as a function (SE-0249).
struct SomeStructure {
    var someValue: Int
}

let s = SomeStructure(someValue: 12)
let pathToProperty = \SomeStructure.someValue

let value = s[keyPath: pathToProperty]
print(value)

struct OuterStructure {
    var outer: SomeStructure
    init(someValue: Int) {
        self.outer = SomeStructure(someValue: someValue)
    }
}

let nested = OuterStructure(someValue: 24)
let nestedKeyPath = \OuterStructure.outer.someValue

let nestedValue = nested[keyPath: nestedKeyPath]
print(nestedValue)

let greetings = ["hello", "hola", "bonjour", "안녕"]
let firstGreeting: String? = greetings.first
print(firstGreeting?.count as Any)

let count = greetings[keyPath: \[String].first?.count]
print(count as Any)

struct Task {
    var description: String
    var completed: Bool
}
var toDoList = [
    Task(description: "Practice ping-pong.", completed: false),
    Task(description: "Buy a pirate costume.", completed: true),
    Task(description: "Visit Boston in the Fall.", completed: false),
]

let descriptions = toDoList.filter(\.completed).map(\.description)
let descriptions2 = toDoList.filter { $0.completed }.map { $0.description }
print(descriptions == descriptions2, descriptions)
let compoundValue = (a: 1, b: 2)
print(compoundValue[keyPath: \.self] == compoundValue)
