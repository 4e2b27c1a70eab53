// willSet/didSet: newValue, oldValue and the names written are in scope; an observed
// property is not a constant.
var score = 0 {
    willSet(next) { print(next + newValue) } // expected-error {{cannot find 'newValue' in scope}}
    didSet { print(oldValue, score) }
}
struct Thermometer {
    var celsius = 0.0 {
        didSet { print(oldValue - celsius) }
    }
    var history: [Double] = [] {
        willSet { print(newValue.count, history.count) }
    }
}
print(oldValue) // expected-error {{cannot find 'oldValue' in scope}}
