// guard, shadowing in nested scopes, do blocks, early exits.
let value = 10
func check(_ n: Int) -> String {
    guard n >= 0 else { return "negative" }
    guard n != 0 else { return "zero" }
    let value = n * 2
    return "doubled \(value)"
}
print(check(-1), check(0), check(4), value)
do {
    let value = "inner"
    print(value)
}
if true {
    let value = 3.5
    print(value)
}
print(value)
