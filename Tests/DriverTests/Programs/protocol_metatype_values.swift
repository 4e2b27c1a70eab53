// A protocol's own metatype value (Shape.self): printed by the protocol's name, an
// Any.Type too.
protocol Shape {}
protocol Named { var name: String { get } }
let p = Shape.self
print(p)
print(Named.self)
let all: [Any.Type] = [Shape.self, Int.self, Named.self]
print(all)
print("\(Shape.self)")
let ps = [Shape.self]
print(ps)
