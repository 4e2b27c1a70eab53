// Text to and from values: String(describing:) shows what print shows; Double(_:) and
// Bool(_:) of a String (stdlib/BoolFromText.swift) are nil unless the whole text is one.
struct Point {
  var x = 1, y = 2
}
struct Temperature: CustomStringConvertible {
  var celsius: Double
  var description: String { "\(celsius)°C" }
}
enum CompassPoint {
  case north, south
}
class Vehicle {}
let maybe: Int? = 3
print(String(describing: 42), String(describing: 2.5), String(describing: true), String(describing: "text"))
print(String(describing: [1, 2]), String(describing: ["a": [1]]), String(describing: (1, "one")))
print(String(describing: Point()), String(describing: CompassPoint.north), String(describing: Vehicle()))
print(String(describing: maybe), String(describing: nil as Int?), String(describing: Temperature(celsius: 21.5)))
let described = String(describing: [Temperature(celsius: 1)])
print(described, described.count)

let inputs = ["2.5", "-17", "1e3", "0x1p4", "inf", "-infinity", "nan", "", " 1", "1 ", "1.5.2", "abc", ".5", "5."]
for text in inputs {
  if let value = Double(text) {
    print("Double(\"\(text)\") =", value)
  } else {
    print("Double(\"\(text)\") = nil")
  }
}
print(Double("3.25")! * 2, (Double("x") ?? -1))

for text in ["true", "false", "True", "yes", "", " true"] {
  print(text, Bool(text) as Any)
}
let flag = "true"
if let on = Bool(flag), on {
  print("on")
}
print(Int("42")!, Int("4x") as Any, String(repeating: "ab", count: 3), String(repeating: Character("z"), count: 2))
print("hello".hasPrefix("he"), "hello".hasSuffix("lo"), "Hello".uppercased(), "Hello".lowercased())
