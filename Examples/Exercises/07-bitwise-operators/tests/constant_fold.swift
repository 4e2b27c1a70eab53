// swiftc folds & | ^ ~ on constants, so an overflow after them is found at compile
// time (the smart shifts << and >> are not folded).
func f() {
  var flags = 5
  flags |= 2
  let big = flags + Int.max
  print(big)
}
f()
