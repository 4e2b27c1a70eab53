// A program's precedence groups, placed among the standard ones by higherThan: and
// lowerThan:, with their associativity: ** binds tighter than * and to the right; <|
// sits between + and ==; |> above <|.
precedencegroup ExponentPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
infix operator **: ExponentPrecedence
func ** (a: Int, b: Int) -> Int { b == 0 ? 1 : a * (a ** (b - 1)) }
print(2 ** 3 ** 2, 2 * 3 ** 2, 1 + 2 ** 2 * 3)

infix operator <|: Low
precedencegroup Low {
  lowerThan: AdditionPrecedence
  higherThan: ComparisonPrecedence
  associativity: left
}
func <| (a: Int, b: Int) -> Int { a - b }
print(10 <| 2 + 3 <| 1, 10 <| 4 == 6)

precedencegroup Pipe { higherThan: Low }
infix operator |>: Pipe
func |> (a: Int, f: (Int) -> Int) -> Int { f(a) }
func double(_ x: Int) -> Int { x * 2 }
print(3 |> double <| 1)
