// A protocol's prefix, compound-assignment and custom infix operator requirements, with
// default implementations and extra operators in a protocol extension, for a struct and
// a class (one witness at file scope), through generic functions and directly.
protocol Group {
  static func <> (a: Self, b: Self) -> Self
  static prefix func - (x: Self) -> Self
  static func += (a: inout Self, b: Self)
  static func *** (a: Self, b: Int) -> Self
}
infix operator <>: AdditionPrecedence
infix operator ***: MultiplicationPrecedence

extension Group {
  static func += (a: inout Self, b: Self) { a = a <> b }
  static func *** (a: Self, b: Int) -> Self {
    var r = a
    var i = 1
    while i < b {
      r += a
      i += 1
    }
    return r
  }
  static func >< (a: Self, b: Self) -> Self { a <> -b }
}
infix operator ><: AdditionPrecedence

struct Z: Group, CustomStringConvertible {
  var n: Int
  static func <> (a: Z, b: Z) -> Z { Z(n: a.n + b.n) }
  static prefix func - (x: Z) -> Z { Z(n: -x.n) }
  var description: String { "Z(\(n))" }
}

final class Word: Group {
  let s: String
  init(_ s: String) { self.s = s }
  static func <> (a: Word, b: Word) -> Word { Word(a.s + b.s) }
  static func *** (a: Word, b: Int) -> Word { Word("[" + a.s + " x\(b)]") }
}
prefix func - (x: Word) -> Word { Word("-" + x.s) }

func combine<G: Group>(_ xs: [G]) -> G {
  var acc = xs[0]
  for i in 1..<xs.count { acc += xs[i] }
  return acc
}
func mirror<G: Group>(_ a: G, _ b: G) -> G { a >< b }
func triple<G: Group>(_ a: G) -> G { -(a *** 3) }

print(combine([Z(n: 1), Z(n: 2), Z(n: 39)]))
print(combine([Word("ab"), Word("cd")]).s)
print(mirror(Z(n: 10), Z(n: 4)))
print(mirror(Word("ab"), Word("cd")).s)
print(triple(Z(n: 5)))
print(triple(Word("xy")).s)
var z = Z(n: 1)
z += Z(n: 2)
print(z, z *** 4, z >< z)
