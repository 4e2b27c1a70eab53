// Extensions add methods, computed properties, initializers and conformances to a type.
struct Meters { var value: Int }
extension Meters {
    var squared: Int { value * value }
    init(kilometers: Int) { value = kilometers * 1000 }
    func isMultiple(of n: Int, orEqualTo m: Int) -> Bool { value % n == 0 || value == m }
    mutating func double() { value *= 2 }
}
protocol Describable { func describe() -> String }
struct Box { var value: Int }
extension Box: Describable {
    func describe() -> String { "Box(\(value))" }
}
var m = Meters(value: 7)
print(m.squared, m.isMultiple(of: 5, orEqualTo: 7), Meters(kilometers: 3).value)
m.double()
print(m.value)
let d: Describable = Box(value: 9)
print(d.describe())
