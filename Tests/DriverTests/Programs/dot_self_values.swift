// `x.self` of a value is the value itself (a postfix self expression).
struct Point { var x = 1 }
let v = 5
print(v.self, "a".self, [[1]].self, Point().self.x, (1, 2).self.1)
