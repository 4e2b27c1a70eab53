// Closures typed from their context: untyped parameters, inferred results, generic
// arguments inferred before the closure is typed; arrays' map/filter/reduce.
func apply(_ f: (Int) -> Int, _ x: Int) -> Int { return f(x) }
func twice<T>(_ x: T, _ f: (T) -> T) -> T { return f(f(x)) }
let nums = [Int]()
print(apply({ v in v + 1 }, 4), twice("a", { s in s + "b" }).count)
print(nums.map({ x in x * 2 }).count, nums.filter({ n in n > 1 }).isEmpty, nums.reduce(0, { a, b in a + b }))
print(nums.first ?? 0, nums.last ?? 0)
print(apply({ v, w in v + 1 }, 4)) // expected-error {{contextual closure type '(Int) -> Int' expects 1 argument, but 2 were used in closure body}}
let bad = nums.map({ (s: String) -> Int in s.count }) // expected-error {{cannot convert value of type '(String) -> Int' to expected argument type '(Int) -> Int'}}
let prices = [1.5, 2.5]
print(prices.reduce(0, { (a: Double, b: Double) -> Double in a + b }))
let labels = prices.map({ p in
  let half = p / 2
  return "\(half)"
})
print(labels.count)
let wrong: (Int) -> Int = { x in "s" } // expected-error {{cannot convert value of type 'String' to closure result type 'Int'}}
print(prices.map({ (a: Foo) -> Int in 1 })) // expected-error {{cannot find type 'Foo' in scope}}
let noReturn = { (x: Int) -> Int in print(x) } // expected-error {{declared closure result 'Int' is incompatible with return type '()'}}
print(prices.frobnicate()) // expected-error {{value of type '[Double]' has no member 'frobnicate'}}
print(prices.map({ (a: Double, b: Double) -> Double in a })) // expected-error {{contextual closure type '(Double) -> Double' expects 1 argument, but 2 were used in closure body}}
