// Values of the library's non-generic structs and enums in an Any and as existentials:
// their box metadata and their conformances' tables are emitted into the program
// (linkonce_odr), so they print, cast back and cast to a protocol as a program's types do.
protocol Named { func name() -> String }
extension Unicode.Scalar: Named { func name() -> String { "scalar \(value)" } }
let items: [Any] = [Unicode.Scalar(66)!, "xy".utf8, "xy".utf16, "xy".unicodeScalars, FloatingPointRoundingRule.up, stride(from: 0, to: 3, by: 1), [1, 2].lazy, 1...3]
for i in items { print(i) }
print(items.count)
let n: any Named = Unicode.Scalar(67)!
print(n.name())
let a: Any = Unicode.Scalar(68)!
if let m = a as? Named { print(m.name()) }
if let u = items[1] as? String.UTF8View { print(u.count) }
print(items[4] is FloatingPointRoundingRule, items[0] is Int)
let copy = items
print(copy[0])
if let d = a as? CustomStringConvertible { print(d.description) }
if let d = items[1] as? CustomStringConvertible { print(d.description) }
if let d = items[4] as? CustomStringConvertible { print(d.description) } else { print("rule is not") }
let c: any CustomStringConvertible = Unicode.Scalar(65)!
print(c.description, c)
