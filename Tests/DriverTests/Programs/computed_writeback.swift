// Mutating through a computed property reads it, mutates the copy and writes it back.
struct Point {
    var x: Int
    var y: Int
    mutating func move(by d: Int) {
        x += d
        y += d
    }
}

struct Shape {
    var origin: Point
    var center: Point {
        get {
            print("get center")
            return Point(x: origin.x + 1, y: origin.y + 1)
        }
        set {
            print("set center \(newValue.x),\(newValue.y)")
            origin = Point(x: newValue.x - 1, y: newValue.y - 1)
        }
    }
}

var s = Shape(origin: Point(x: 0, y: 0))
s.center.x = 10
print(s.origin.x, s.origin.y)
s.center.move(by: 5)
print(s.origin.x, s.origin.y)
s.center.y += 100
print(s.origin.x, s.origin.y, s.center.y)

class Box {
    var shape = Shape(origin: Point(x: 1, y: 2))
}
let box = Box()
box.shape.center.move(by: 1)
print(box.shape.origin.x, box.shape.origin.y)
