// A case pattern casting to a type no value of the subject's is never matches (swiftc
// warns it always fails); its variables are bound where no path goes.
class A {}
struct S {}
let i = 5
switch i {
case let s as String: print("string", s)
case is Double: print("double")
default: print("other")
}
let a = A()
switch a {
case let s as S: print(s)
default: print("not S")
}
let o: Int? = 3
if case let s as String = o { print(s) } else { print("no") }
let nested: Int?? = 3
switch nested {
case is Double: print("double")
case let n?: print("value", n as Any)
case nil: print("nil")
}
