// Casts from `Any` or a protocol value to an optional type: Swift's runtime
// gives the `T?` the `Any` holds itself, or else the value cast to `T`, wrapped; also
// as the elements of an array cast.
protocol Shape {}
struct Square: Shape {}
let one: Any = 1
print(one as? Int? as Any, one is Int?, one is String?)
let none: Any = Optional<Int>.none as Any
print(none as? Int? as Any, none is Int?)
let text: Any = "x"
print(text as? Int? as Any, text is Int?)
print(one as! Int? as Any)
let shape: any Shape = Square()
print(shape is Square?, (shape as? Square?) != nil)
let values: [Any] = [1, 2]
print(values as? [Int?] as Any)
