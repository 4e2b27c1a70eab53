// A wrapped property without a value is initialized by the wrapper's init(), which
// swiftc looks for in the wrapper's own body only, not in its extensions.
@propertyWrapper
struct Label {
    var wrappedValue: String
}
extension Label {
    init() { wrappedValue = "" }
}
class Form { // expected-error {{class 'Form' has no initializers}}
    @Label var title: String // expected-note {{stored property 'title' without initial value prevents synthesized initializers}}
}
struct Card { // expected-note {{'init(title:)' declared here}}
    @Label var title: String
}
print(Card().title) // expected-error {{missing argument for parameter 'title' in call}}
@propertyWrapper
struct TwelveOrLess {
    private var number = 0
    var wrappedValue: Int {
        get { return number }
        set { number = min(newValue, 12) }
    }
}
struct SmallRectangle {
    @TwelveOrLess var height: Int
}
// Without an init(wrappedValue:), the memberwise initializer takes the wrapper.
let small = SmallRectangle(height: 3) // expected-error {{cannot convert value of type 'Int' to expected argument type 'TwelveOrLess'}}
