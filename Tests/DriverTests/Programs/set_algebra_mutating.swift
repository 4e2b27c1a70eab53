var s: Set = [1, 2]
s.formUnion([3])
print(s.sorted())
s.formIntersection([1, 3, 4])
print(s.sorted())
s.subtract([3])
print(s.sorted())
s.formSymmetricDifference([5, 1])
print(s.sorted(), s.count)
var w: Set<String> = ["a"]
print(w.update(with: "a") as Any, w.update(with: "b") as Any, w.sorted())
w.update(with: "c")
print(w.sorted())
