// Mutations through an optional chain: `=` and compound assignments through `?.` and
// `?[...]` (type `()?`: nil when a link was nil, then the right side is not evaluated),
// and mutating through `!` in place.
class A { var b = 1; var arr = [1]; var next: A? }
var a: A? = A()
a?.b = 2
a?.b += 1
print(a!.b)
if (a?.b = 5) != nil { print("set", a!.b) }
var n: A? = nil
if (n?.b = 5) == nil { print("not set") }
a?.next = A()
a?.next?.b -= 10
print(a?.next?.b ?? 0)
var d = ["x": [1, 2], "y": [3]]
d["x"]?[0] = 9
d["y"]?[0] += 1
d["z"]?[0] = 7
print(d["x"]!, d["y"]!, d["z"] == nil)
var o: [Int]? = [1]
o!.append(2)
o?.append(3)
print(o!)
let r: ()? = (a?.b = 1)
print(r != nil)
func sideEffect() -> Int { print("evaluated"); return 4 }
n?.b = sideEffect()
a?.b = sideEffect()
print(a!.b)
