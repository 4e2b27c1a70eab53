// A program's own declaration named like a library function shadows it for the calls it
// fits; `Swift.max` still names the library's.
func max(_ a: Int, _ b: Int) -> Int {
  print("own max")
  return a > b ? a : b
}

print(max(1, 2))
print(Swift.max(1, 2))
print(max(3, 1) + Swift.min(4, 5))

func swapped(_ pair: (Int, Int)) -> (Int, Int) {
  var (first, second) = pair
  swap(&first, &second)
  return (first, second)
}
print(swapped((1, 2)))
