// A static method or an enum case called on a generic type named without arguments:
// the type's arguments are inferred from the arguments, the context, or a closure's
// parameter.
enum Outcome<T> { case ok(T), fail(String) }
struct Stack<T> {
  var items: [T]
  static func one(_ x: T) -> Stack<T> { Stack(items: [x]) }
  static func two(_ x: T) -> Stack { Stack.one(x) }
  static func empty() -> Stack<T> { Stack(items: []) }
  static func pair<U>(_ x: T, _ y: U) -> (Stack<T>, Stack<U>) { (Stack.one(x), Stack<U>.one(y)) }
}
let a = Outcome.ok(3)
let b: Outcome<Int> = Outcome.fail("no")
print(a, b)
print(Stack.one("x").items, Stack.two(2.5).items, Stack<Int>.one(1).items)
let d: Stack<Double> = Stack.empty()
print(d.items)
let s = [1, 2].map { Stack.one($0) }
print(s.count, s[0].items, s[1].items)
let rs = ["a", "b"].map { Outcome.ok($0) }
print(rs)
let (p, q) = Stack.pair(1, "one")
print(p.items, q.items)
