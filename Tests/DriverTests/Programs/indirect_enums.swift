// Indirect enums: boxed cases hold the enum itself; copies share the box, and the
// associated values are released when the last copy goes away.
final class Token {
  let name: String
  init(_ name: String) { self.name = name; print("+\(name)") }
  deinit { print("-\(name)") }
}

indirect enum Expression {
  case number(Int)
  case addition(Expression, Expression)
  case multiplication(Expression, Expression)
  case tagged(Token, Expression)
}

func evaluate(_ e: Expression) -> Int {
  switch e {
  case let .number(value): return value
  case let .addition(l, r): return evaluate(l) + evaluate(r)
  case let .multiplication(l, r): return evaluate(l) * evaluate(r)
  case let .tagged(token, inner):
    print("visiting \(token.name)")
    return evaluate(inner)
  }
}

enum List {
  case end
  indirect case node(Int, List)
}

func sum(_ list: List) -> Int {
  var total = 0
  var current = list
  var more = true
  while more {
    switch current {
    case .end:
      more = false
    case let .node(value, next):
      total += value
      current = next
    }
  }
  return total
}

let product = Expression.multiplication(.addition(.number(5), .number(4)), .number(2))
print(evaluate(product))
switch product {
case .multiplication(.addition, .number(let factor)): print("a sum times \(factor)")
default: print("something else")
}
do {
  let tagged = Expression.tagged(Token("t"), .addition(.number(1), .number(2)))
  let copy = tagged
  print(evaluate(copy))
  print("leaving scope")
}
print("after scope")
var list = List.end
for i in 1...10_000 { list = .node(i, list) }
print(sum(list))
switch list {
case let .node(first, _): print("first \(first)")
case .end: print("empty")
}
list = .end
print("done")
