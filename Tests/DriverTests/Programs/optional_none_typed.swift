// Optional<Int>.none is an Int? value: where an Int?? is wanted it is wrapped
// (Optional(nil)), where an Any is wanted it is boxed, as swiftc has it.
let x: Int?? = Optional<Int>.none
print(x as Any, x == nil, x! == nil)
let a: Any = Optional<Int>.none
print(a)
let b: Any? = Optional<String>.none
print(b as Any)
var v = Optional<String>.none
print(v as Any)
v = "a"
print(v as Any)
let arr: [Int?] = [Optional<Int>.none, 1]
print(arr)
let nested: [Int??] = [Optional<Int>.none, nil, 2]
print(nested)
func f() -> Int? { return Optional<Int>.none }
print(f() as Any, f() == nil, Optional<Int>.none ?? 5)
let i: Int? = 3
print(i == Optional<Int>.none, i != Optional<Int>.none)
if case .some(let inner) = x { print("some", inner as Any) }
print(Optional<Int>.none as Any)
let anys: [Any] = [1, Optional<Int>.none as Any, Optional<Int>.none]
print(anys)
