precedencegroup ExponentPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
precedencegroup PipePrecedence {
  lowerThan: AdditionPrecedence
  higherThan: ComparisonPrecedence, NilCoalescingPrecedence
  assignment: true
}
precedencegroup Plain {}
infix operator **: ExponentPrecedence
infix operator |>: PipePrecedence
