// Globals declared without a value: an optional `var` starts as nil; another is
// assigned by the top-level statements before it is read.
var name: String?
print(name ?? "none")
name = "set"
print(name ?? "none")
var count: Int
count = 3
count += 1
print(count)
func show() {
    print("count is \(count)")
}
show()
