// Argument labels, default arguments, inout, overloading by label, nested functions.
func greet(_ name: String, with word: String = "Hello") -> String {
    return "\(word), \(name)"
}
func area(width: Int, height: Int) -> Int { width * height }
func area(side: Int) -> Int { side * side }
func swapValues(_ a: inout Int, _ b: inout Int) {
    let t = a
    a = b
    b = t
}
func counter() -> Int {
    var count = 0
    for _ in 0..<3 { count += 1 }
    return count
}
print(greet("Ann"), greet("Bob", with: "Hi"))
print(area(width: 3, height: 4), area(side: 5))
var p = 1, q = 2
swapValues(&p, &q)
print(p, q, counter())
