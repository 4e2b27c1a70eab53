// Found by miniswiftc-fuzz (seed 1, variant 353341 of indirect_enums.swift: a call
// deleted, so an indirect enum is printed): IRGen inlined the description of each
// payload, so a recursive enum's never ended (-emit-ir hung). Descriptions of structs
// and enums are now one function per type, recursing through calls.
indirect enum Expression {
  case number(Int)
  case addition(Expression, Expression)
}
let sum = Expression.addition(.number(1), .addition(.number(2), .number(3)))
print((sum))
