// A generic parameter that only a closure's result fixes: the single expression's type.
func app<T>(_ f: (String) -> T) -> T { f("x") }
let s = app({ $0 + "!" })
print(s)
let n = app { $0.count }
print(n)
let pair = app { ($0, $0.count) }
print(pair)
let flag = app { $0.isEmpty }
print(flag)

func transform<A, B>(_ value: A, _ f: (A) -> B) -> B { f(value) }
print(transform(21) { $0 * 2 })
print(transform("abc") { $0.uppercased() })
print(transform([1, 2, 3]) { $0.map { x in x * 10 } })
