// Optionals: if let, guard let, nil coalescing, optional chaining, while let, force unwrap.
class Person {
    var name: String
    var friend: Person?
    init(_ name: String) { self.name = name }
}
func find(_ key: Int) -> String? {
    if key > 0 { return "item\(key)" }
    return nil
}
func describe(_ key: Int) -> String {
    guard let item = find(key) else { return "nothing for \(key)" }
    return "found \(item)"
}
print(describe(3), describe(-1))
if let v = find(2), v.count > 3 { print("long", v) }
print(find(0) ?? "default")
let ann = Person("Ann")
print(ann.friend?.name ?? "no friend")
ann.friend = Person("Bob")
print(ann.friend?.name ?? "no friend", ann.friend!.name)
var stack = [1, 2, 3]
func pop(_ s: inout [Int]) -> Int? {
    if s.isEmpty { return nil }
    return s.removeLast()
}
while let top = pop(&stack) { print("pop", top) }
let maybe: Int? = nil
print(maybe ?? -1)
