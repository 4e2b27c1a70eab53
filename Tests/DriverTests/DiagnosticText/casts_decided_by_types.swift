// Casts whose answer the types give: swiftc warns that they always succeed (an upcast,
// the same type, a conformance, `Any`, an optional of the type) or always fail
// (unrelated classes, a class and a struct, two value types neither of which converts
// to the other), naming a literal's inferred type when the literal could have been the
// cast's type; among the warnings on the same expression, swiftc's first.
protocol P {}
struct S: P {}
struct T {}
class A {}
class B: A {}
class C {}
enum E { case a }
let s = S()
let b = B()
let a: A = b
let i = 5
let o: Int? = 5
let arr = [1]
let pair = (1, 2)
if b is A { print("b") }
if let x = b as? A { print(x) }
let y = b as! A
print(s is S, s is P, a is A, i is Any, i is Int?, arr is [Int], pair is (Int, Int))
print(s as? S as Any, s as! P, s as! S)
print(s is T, a is C, b is C, a is S, s is A, E.a is S)
print(i is Double, i is Int8, 1.5 is Int, true is Int, i is Character, i is String?)
print(5 is Double, "x" is Character, "x" is Substring, 5 is String)
print(o is String, o as? String as Any)
print(o as! Int?)
let f: (Int) -> Int = { $0 }
print(f is (String) -> Int)
if let n = i as? String { print(n) }
switch s {
case is S: print("S")
}
switch i {
case let n as String: print(n)
case is Double: print("double")
default: break
}
if case let n as String = o { print(n) }
switch a {
case let x as S: print(x)
default: break
}
