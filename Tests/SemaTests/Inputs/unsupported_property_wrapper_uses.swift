// miniswiftc-only: a memberwise initializer takes the wrapped value (not the wrapper)
// for a property written with a value whose wrapper has an init(wrappedValue:);
// miniswiftc reports passing one as not supported.
@propertyWrapper
struct SmallNumber {
    private var number: Int
    var wrappedValue: Int {
        get { return number }
        set { number = min(newValue, 12) }
    }
    init() { number = 0 }
    init(wrappedValue: Int) { number = min(wrappedValue, 12) }
}
struct SmallRectangle {
    @SmallNumber var height: Int
    @SmallNumber var width: Int = 1
}
let zero = SmallRectangle()
let other = SmallRectangle(height: SmallNumber(wrappedValue: 30))
let third = SmallRectangle(height: SmallNumber(), width: 4) // expected-error {{passing a wrapped value to a memberwise initializer is not supported yet by miniswiftc}}
print(zero.height, other.width)
