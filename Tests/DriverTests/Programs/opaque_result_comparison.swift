func makeOpaque() -> some Equatable { 5 }
print(makeOpaque() == makeOpaque(), makeOpaque() != makeOpaque())
func word(_ n: Int) -> some Comparable { n < 0 ? "minus" : "plus" }
print(word(1) < word(-1), word(2) == word(3), word(1) >= word(-1))
struct P: Equatable { var x: Int }
func point() -> some Equatable { P(x: 1) }
let a = point()
var b = point()
b = point()
print(a == b)
func pair() -> some Equatable { [1, 2] }
print(pair() == pair())
