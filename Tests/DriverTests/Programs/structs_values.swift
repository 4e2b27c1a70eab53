// Structs: memberwise and custom initializers, value semantics, mutating methods.
struct Point {
    var x: Int
    var y: Int
    mutating func move(by dx: Int, _ dy: Int) {
        x += dx
        y += dy
    }
    func distanceSquared(to other: Point) -> Int {
        let dx = x - other.x, dy = y - other.y
        return dx * dx + dy * dy
    }
}
struct Size {
    var width: Int, height: Int
    init(square side: Int) { width = side; height = side }
    init(width: Int, height: Int) { self.width = width; self.height = height }
    var area: Int { width * height }
}
var a = Point(x: 1, y: 2)
var b = a
b.move(by: 3, 4)
print(a.x, a.y, b.x, b.y, a.distanceSquared(to: b))
let s = Size(square: 3), t = Size(width: 2, height: 5)
print(s.area, t.area)
