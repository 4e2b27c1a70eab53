// Found by miniswiftc-fuzz (seed 1, variant 353341 of indirect_enums.swift: 'evaluate'
// deleted, so an indirect enum is printed): IRGen inlined the description of each
// payload, so a recursive enum's never ended (-emit-ir hung). Descriptions of structs
// and enums are now one function per type, recursing through calls.
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
  print((copy))
  print("leaving scope")
}
print("after scope")
