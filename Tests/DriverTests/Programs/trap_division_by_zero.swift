// Dividing by a zero that is only known at run time traps.
func divide(_ a: Int, by b: Int) -> Int { a / b }
for d in [3, 2, 1, 0] { print(divide(12, by: d)) }
