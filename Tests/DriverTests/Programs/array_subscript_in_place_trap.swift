// A mutation through Array's subscript checks the index (the addressor's bounds check):
// out of range it traps, after the lines printed before it.
var a = [1, 2, 3]
var i = 0
while i < 5 {
  a[i] += 1
  print(a)
  i += 1
}
