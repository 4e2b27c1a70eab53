// Operators a program declares: prefix and postfix ones, infix ones in the standard
// library's precedence groups (folded by their group), with operator functions in
// types and at file scope.
prefix operator +++
postfix operator ^^
infix operator +-: AdditionPrecedence
infix operator **: MultiplicationPrecedence
infix operator <~>: ComparisonPrecedence
infix operator ??=: AssignmentPrecedence

struct Pair {
  var a = 0, b = 0
  static prefix func +++ (p: inout Pair) -> Pair {
    p.a += 1
    p.b += 1
    return p
  }
  static postfix func ^^ (p: Pair) -> Pair {
    return Pair(a: p.a * p.a, b: p.b * p.b)
  }
  static func +- (l: Pair, r: Pair) -> Pair {
    return Pair(a: l.a + r.a, b: l.b - r.b)
  }
  static func + (l: Pair, r: Pair) -> Pair {
    return Pair(a: l.a + r.a, b: l.b + r.b)
  }
}

func ** (base: Int, power: Int) -> Int {
  var result = 1
  for _ in 0..<power { result *= base }
  return result
}

func <~> (l: Pair, r: Pair) -> Bool {
  return l.a + l.b == r.a + r.b
}

func ??= (target: inout Int?, value: Int) {
  if target == nil { target = value }
}

var p = Pair(a: 1, b: 2)
let q = +++p
print(p, q)
print(p^^)
print(p +- Pair(a: 10, b: 10) + Pair(a: 1, b: 1))
print(2 + 3 ** 2 * 2, 2 ** 3 ** 1)
print(Pair(a: 1, b: 5) <~> Pair(a: 3, b: 3), p <~> q +- Pair(a: 0, b: 1))
var slot: Int? = nil
slot ??= 4
slot ??= 9
print(slot ?? 0)
