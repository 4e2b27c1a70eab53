// A built-in type's value as an `any CustomStringConvertible`: its description is the
// text print shows, through the existential, in a collection and in interpolation.
let c: any CustomStringConvertible = 5
print(c.description)
let all: [any CustomStringConvertible] = [1, 2.5, true, "s", Character("c"), Int8(4), [1, 2], ["a": 1], Set([3])]
for x in all { print(x.description, x) }
print("\(all[4])!", all)
func show(_ c: any CustomStringConvertible) -> String { "[" + c.description + "]" }
print(show(42), show("x"))
let s: Substring = "hello".dropFirst()
let d: CustomStringConvertible = s
print(d)
