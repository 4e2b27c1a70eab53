// A member of extension Array traps where Swift traps: an index out of range in
// its body.
extension Array {
  func third() -> Element { self[2] }
  mutating func swapEnds() {
    let first = self[0]
    self[0] = self[count - 1]
    self[count - 1] = first
  }
}
var xs = [1, 2, 3, 4]
xs.swapEnds()
print(xs, xs.third())
var words = ["only"]
words.swapEnds()
print(words)
print(["a", "b"].third())
