// switch over integers, ranges, strings and with where clauses.
func classify(_ n: Int) -> String {
    switch n {
    case 0: return "zero"
    case 1...9: return "digit"
    case 10..<100: return "two digits"
    case let x where x < 0: return "negative"
    default: return "large"
    }
}
func kind(_ s: String) -> String {
    switch s {
    case "a", "e", "i", "o", "u": return "vowel"
    case "": return "empty"
    default: return "other"
    }
}
for n in [0, 5, 42, -3, 1000] { print(n, classify(n)) }
print(kind("e"), kind(""), kind("z"))
