// Mutating the value inside an optional through `!`: the payload is mutated in place
// (a dictionary's value, an optional array, an implicitly unwrapped one, a struct).
var counts = ["a": 1]
counts["a"]! += 1
print(counts)
counts["a"]! = 5
print(counts)
var lists: [String: [Int]] = ["a": [1]]
lists["a"]!.append(2)
print(lists)
var maybe: [Int]? = [1]
maybe![0] = 2
maybe!.append(3)
print(maybe!)
var implicit: [Int]! = [1]
implicit.append(3)
print(implicit!)
struct Point { var x = 1 }
var p: Point? = Point()
p!.x += 5
print(p!.x)
class Box { var value = 0 }
var box: Box? = Box()
box!.value = 3
print(box!.value)
