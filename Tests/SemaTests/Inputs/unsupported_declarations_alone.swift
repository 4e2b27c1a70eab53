// miniswiftc-only: nested and local types, local functions, protocol extensions and
// inheritance are reported where they are written, and alone:
// their uses would otherwise blame valid Swift ("cannot find type 'Suit' in scope").
struct Card {
    enum Suit { case spades, hearts } // expected-error {{nested type is not supported yet by miniswiftc}}
    let suit: Suit
}
print(Card(suit: .hearts).suit)
func outer() -> Int {
    func inner() -> Int { 1 } // expected-error {{local function is not supported yet by miniswiftc}}
    return inner()
}
protocol Shape { func area() -> Double }
extension Shape { // expected-error {{protocol extension is not supported yet by miniswiftc}}
    func describe() -> String { "area \(area())" }
}
protocol Solid: Shape {} // expected-error {{protocol inheritance is not supported yet by miniswiftc}}
class Vehicle { var currentSpeed = 0.0 }
class Car: Vehicle {
    override var currentSpeed: Double {
        didSet { print(currentSpeed) } // expected-error {{property observer on an overriding property is not supported yet by miniswiftc}}
    }
}
