// A closure argument whose generic parameter only the call's context fixes: the
// closure is typed after the context has given `T`, not before.
func app<T>(_ f: @escaping (T) -> T) -> (T) -> T {
  return { x in f(f(x)) }
}
func composed<T>(_ fs: (T) -> T...) -> (T) -> T {
  return { x in fs.reduce(x) { v, f in f(v) } }
}
let shout: (String) -> String = app({ $0 + "!" })
print(shout("hey"))
let twice: (Int) -> Int = app({ $0 * 2 })
print(twice(5))
let both: (Double) -> Double = composed({ $0 + 1 }, { $0 / 4 })
print(both(1))
