// Draining an array with removeLast and while let.
func next(_ work: inout [String]) -> String? {
    if work.isEmpty { return nil }
    return work.removeLast()
}
var work = ["c", "b", "a"]
while let item = next(&work) {
    print("doing", item)
    if item == "b" { work.append("b2") }
}
var xs = [1, 2, 3, 4]
let last = xs.removeLast()
print(last, xs.count)
while !xs.isEmpty { xs.removeLast() }
print(xs.isEmpty, xs.count)
