// `var red, green, blue: Double`: entries with neither a type nor a value take the type of
// the next entry with a type (locals, globals, stored properties).
func f() {
  var r, g: Double
  r = 1; g = 2
  print(r + g)
  let a, b: Int
  a = 1
  b = 2
  print(a, b)
}
f()
struct S { var x, y: Int }
print(S(x: 1, y: 2))
var red, green, blue: Double
red = 0.5; green = 1; blue = 0
print(red, green, blue)
