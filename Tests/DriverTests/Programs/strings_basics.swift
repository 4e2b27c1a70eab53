// Concatenation, interpolation, comparison, count and isEmpty.
let greeting = "Hello"
var name = "World"
let message = greeting + ", " + name + "!"
print(message)
print("\(greeting) has \(greeting.count) characters; empty: \("".isEmpty) \(greeting.isEmpty)")
name += "s"
print(name, name == "Worlds", "apple" < "banana", "b" > "a")
let n = 42
print("n = \(n), n * 2 = \(n * 2), half = \(Double(n) / 2)")
var line = ""
for i in 1...3 { line += "\(i)," }
print(line)
