// Equatable, Comparable and Hashable are one conformance query: a type that does not
// conform gets swiftc's error wherever it is compared, matched or hashed.
enum Shape { case circle(Double), square }
struct Point { var x = 0 }
let shape = Shape.square
let other = Shape.circle(1)
switch shape {
case other: print("same") // expected-error {{operator function '~=' requires that 'Shape' conform to 'Equatable'}}
default: break
}
let origin = Point()
switch Point() {
case origin: print("origin") // expected-error {{operator function '~=' requires that 'Point' conform to 'Equatable'}}
default: break
}
let byName: [String: Point] = [:]
print(byName == byName) // expected-error {{operator function '==' requires that 'Point' conform to 'Equatable'}}
let points: Set<Point> = [] // expected-error {{type 'Point' does not conform to protocol 'Hashable'}}
