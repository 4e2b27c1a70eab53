// Array's `swapAt(_:_:)` moves the two elements (no copy of a class instance is made or
// dropped), leaves a copy of the array as it was, and does nothing for one index; the
// library's `reversed()` of an array where an array is expected is `swapAt` from both
// ends of a copy.
var a = ["x", "y", "z"]
a.swapAt(0, 2)
print(a)
var b = a
b.swapAt(1, 2)
print(a, b)
a.swapAt(1, 1)
print(a.reversed() as [String], Array(a.reversed()))
let r: [Int] = [1, 2, 3, 4].reversed()
print(r, [1, 2, 3].reversed() == [3, 2, 1], ([] as [Int]).reversed() as [Int])

final class Token {
  let n: Int
  init(_ n: Int) { self.n = n }
  deinit { print("deinit", n) }
}
var tokens = [Token(1), Token(2), Token(3)]
tokens.swapAt(0, 2)
print(tokens.map { $0.n })
let reversedTokens: [Token] = tokens.reversed()
print(reversedTokens.map { $0.n })
tokens = []
print("tokens emptied")
