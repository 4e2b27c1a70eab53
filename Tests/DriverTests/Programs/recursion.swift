// Recursion and mutual recursion.
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
func power(_ base: Int, _ exp: Int) -> Int { exp == 0 ? 1 : base * power(base, exp - 1) }
for i in 0..<15 { print(fib(i), terminator: i < 14 ? " " : "\n") }
print(isEven(10), isOdd(7), gcd(84, 36), power(3, 5))
