// min, max and swap come from module Swift (stdlib/*.swift), specialized per type:
// sized integers, Characters, Strings, Doubles with literals, the qualified `Swift.max`,
// and swap on variables, array elements and copies of fields.
let small: UInt8 = 200
let other: Int16 = -300
print(max(small, 7), min(other, 12), max(Int8.min, -1))
print(min(Character("b"), "a"), max("é" as Character, "e"))
print(max(3, 9), min(-2, 8), max(2, 0.5), min("kiwi", "fig"), max(max(1, 5), min(7, 3)))
print(Swift.max(10, 20), Swift.min(3.5, 1.0))

var a = 1
var b = 2
swap(&a, &b)
print(a, b)
var words = ["one", "two", "three"]
var spare = "zero"
swap(&words[0], &spare)
print(words, spare)
struct Pair { var left: [Int]; var right: [Int] }
func exchanged(_ pair: Pair) -> Pair {
  var left = pair.left
  var copy = pair
  swap(&left, &copy.right)
  copy.left = left
  return copy
}
let p = exchanged(Pair(left: [1], right: [2, 3]))
print(p.left, p.right)
var x = 1.5
var y = -2.5
swap(&x, &y)
print(x, y, max(x, y), min(x, y))
