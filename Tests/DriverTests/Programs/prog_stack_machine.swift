// A stack struct driving a tiny reverse-Polish calculator.
struct Stack {
    private var items: [Int] = []
    mutating func push(_ e: Int) { items.append(e) }
    mutating func pop() -> Int? {
        if items.isEmpty { return nil }
        return items.removeLast()
    }
    var isEmpty: Bool { items.isEmpty }
}
func digit(_ s: String) -> Int? {
    let digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
    for i in 0..<digits.count where digits[i] == s { return i }
    return nil
}
func evaluate(_ tokens: [String]) -> Int? {
    var stack = Stack()
    for t in tokens {
        switch t {
        case "+", "-", "*":
            guard let b = stack.pop(), let a = stack.pop() else { return nil }
            stack.push(t == "+" ? a + b : t == "-" ? a - b : a * b)
        default:
            guard let n = digit(t) else { return nil }
            stack.push(n)
        }
    }
    return stack.pop()
}
print(evaluate(["3", "4", "+", "2", "*"]) ?? -1)
print(evaluate(["1", "+"]) ?? -1)
print(evaluate(["7", "x"]) ?? -1)
