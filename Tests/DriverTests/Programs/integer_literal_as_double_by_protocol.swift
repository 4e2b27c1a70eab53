// An integer literal where a protocol value (or a generic parameter constrained to
// protocols) is wanted is an Int when Int conforms, else a Double when Double does:
// swiftc's solver tries the literal's default type, then the floating-point literal's.
// Swift's Int is not CustomDebugStringConvertible, its Double is.
let p: any CustomDebugStringConvertible = 5
print(p)
debugPrint(p)
print(type(of: p))
let c: any CustomStringConvertible = 5
print(type(of: c))
protocol Scaled { func scaled() -> String }
extension Double: Scaled { func scaled() -> String { "\(self * 1.5)" } }
let s: any Scaled = 4
print(s.scaled())
let values: [any Scaled] = [1, -2, 3.5]
print(values.map { $0.scaled() })
func twice<T: Scaled>(_ value: T) -> String { value.scaled() + " " + value.scaled() }
print(twice(2), twice(-1))
let debug: [any CustomDebugStringConvertible] = [1, "one"]
print(debug)
