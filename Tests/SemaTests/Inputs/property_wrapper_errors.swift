// A property wrapper needs a wrappedValue and applies to a var.
@propertyWrapper
struct Clamped { // expected-error {{property wrapper type 'Clamped' does not contain a non-static property named 'wrappedValue'}}
    var value = 0
}
@propertyWrapper
struct TwelveOrLess {
    private var number = 0
    var wrappedValue: Int {
        get { return number }
        set { number = min(newValue, 12) }
    }
}
struct Rectangle {
    @TwelveOrLess let height: Int // expected-error {{property wrapper can only be applied to a 'var'}}
}
