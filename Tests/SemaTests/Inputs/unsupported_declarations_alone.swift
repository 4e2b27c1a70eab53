// miniswiftc-only: generic nested and local types, a
// protocol inheriting a standard library one are reported where they are written, and alone:
// their uses would otherwise blame valid Swift ("cannot find type 'Suit' in scope").
struct Card<Back> {
    struct Pair<T> { let first: T } // expected-error {{generic nested type is not supported yet by miniswiftc}}
    let pair: Pair<Back>
}
print(Card<Int>(pair: Card<Int>.Pair(first: 1)).pair)
protocol Shape { func area() -> Double }
extension Shape {
    func describe() -> String { "area \(area())" }
}
protocol Solid: Equatable {} // expected-error {{inheriting 'Equatable' is not supported yet by miniswiftc}}
class Vehicle { var currentSpeed: Double { get { 0.0 } set { print(newValue) } } }
class Car: Vehicle {
    override var currentSpeed: Double {
        didSet { print(currentSpeed) } // expected-error {{property observer on an overriding computed property is not supported yet by miniswiftc}}
    }
}
