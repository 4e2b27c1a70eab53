// TSPL's Opaque Types chapter, its listings in one program: generic shapes returned as
// opaque types and as boxed protocol types (`protoFlip`), and cast back.
protocol Shape {
    func draw() -> String
}

struct Triangle: Shape {
    var size: Int
    func draw() -> String {
       var result: [String] = []
       for length in 1...size {
           result.append(String(repeating: "*", count: length))
       }
       return result.joined(separator: "\n")
    }
}
let smallTriangle = Triangle(size: 3)
print(smallTriangle.draw())

struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String {
        let lines = shape.draw().split(separator: "\n")
        return lines.reversed().joined(separator: "\n")
    }
}
let flippedTriangle = FlippedShape(shape: smallTriangle)
print(flippedTriangle.draw())

struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T
    var bottom: U
    func draw() -> String {
       return top.draw() + "\n" + bottom.draw()
    }
}
let joinedTriangles = JoinedShape(top: smallTriangle, bottom: flippedTriangle)
print(joinedTriangles.draw())

struct Square: Shape {
    var size: Int
    func draw() -> String {
        let line = String(repeating: "*", count: size)
        let result = Array<String>(repeating: line, count: size)
        return result.joined(separator: "\n")
    }
}

func makeTrapezoid() -> some Shape {
    let top = Triangle(size: 2)
    let middle = Square(size: 2)
    let bottom = FlippedShape(shape: top)
    let trapezoid = JoinedShape(
        top: top,
        bottom: JoinedShape(top: middle, bottom: bottom)
    )
    return trapezoid
}
let trapezoid = makeTrapezoid()
print(trapezoid.draw())

func flip<T: Shape>(_ shape: T) -> some Shape {
    return FlippedShape(shape: shape)
}
func join<T: Shape, U: Shape>(_ top: T, _ bottom: U) -> some Shape {
    JoinedShape(top: top, bottom: bottom)
}

let opaqueJoinedTriangles = join(smallTriangle, flip(smallTriangle))
print(opaqueJoinedTriangles.draw())

struct VerticalShapes: Shape {
    var shapes: [any Shape]
    func draw() -> String {
        return shapes.map { $0.draw() }.joined(separator: "\n\n")
    }
}

let largeTriangle = Triangle(size: 5)
let largeSquare = Square(size: 5)
let vertical = VerticalShapes(shapes: [largeTriangle, largeSquare])
print(vertical.draw())

if let downcastTriangle = vertical.shapes[0] as? Triangle {
    print(downcastTriangle.size)
}

// A generic struct's value as a boxed protocol type.
func protoFlip<T: Shape>(_ shape: T) -> Shape {
    return FlippedShape(shape: shape)
}
let protoFlippedTriangle = protoFlip(smallTriangle)
print(protoFlippedTriangle.draw())

// The version that returns its argument unflipped when it is a Square: a generic
// parameter's value as a boxed protocol type, and a cast from a generic parameter.
func protoFlipUnlessSquare<T: Shape>(_ shape: T) -> Shape {
    if shape is Square {
        return shape
    }

    return FlippedShape(shape: shape)
}
print(protoFlipUnlessSquare(smallTriangle).draw())
print(protoFlipUnlessSquare(Square(size: 2)).draw())

// Nesting works with the boxed protocol type's own box.
let twiceFlipped = protoFlip(protoFlip(smallTriangle) as! FlippedShape<Triangle>)
print(twiceFlipped.draw())
print(twiceFlipped)
print(protoFlipUnlessSquare(largeSquare) is Square, protoFlipUnlessSquare(largeSquare) is FlippedShape<Square>)
if let flipped = protoFlippedTriangle as? FlippedShape<Triangle> {
    print("flipped a triangle of size \(flipped.shape.size)")
}

let mixed: [any Shape] = [flip(smallTriangle), protoFlip(Square(size: 1)), joinedTriangles, largeSquare]
for shape in mixed {
    switch shape {
    case let f as FlippedShape<Triangle>: print("FlippedShape<Triangle> of size", f.shape.size)
    case let f as FlippedShape<Square>: print("FlippedShape<Square> of size", f.shape.size)
    case is JoinedShape<Triangle, FlippedShape<Triangle>>: print("two triangles")
    default: print(shape)
    }
}

protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Array: Container { }

func makeOpaqueContainer<T>(item: T) -> some Container {
    return [item]
}
let opaqueContainer = makeOpaqueContainer(item: 12)
let twelve = opaqueContainer[0]
print(type(of: twelve))
