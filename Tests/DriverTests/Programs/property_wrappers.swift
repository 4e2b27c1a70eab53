// Property wrappers on the stored properties of structs and classes: the backing
// storage and its initializer (W(), W(wrappedValue:), W(wrappedValue:maximum:),
// W(maximum:)), the projected value ($x), observers inside the wrapper, mutation
// through methods, and ARC of a wrapper holding a class instance.
@propertyWrapper
struct SmallNumber {
    private var maximum: Int
    private var number: Int
    private(set) var projectedValue: Bool = false

    var wrappedValue: Int {
        get { return number }
        set {
            projectedValue = newValue > maximum
            number = min(newValue, maximum)
        }
    }
    init() {
        maximum = 12
        number = 0
    }
    init(wrappedValue: Int) {
        maximum = 12
        number = min(wrappedValue, maximum)
    }
    init(wrappedValue: Int, maximum: Int) {
        self.maximum = maximum
        number = min(wrappedValue, maximum)
    }
    init(maximum: Int) {
        self.maximum = maximum
        number = 0
    }
}

struct Rectangle {
    @SmallNumber var height: Int
    @SmallNumber var width: Int = 20
    @SmallNumber(maximum: 5) var depth: Int
    @SmallNumber(maximum: 9) var weight: Int = 7

    mutating func grow(by amount: Int) {
        height += amount
        width += amount
    }
}

var r = Rectangle()
print(r.height, r.width, r.depth, r.weight)
r.height = 30
print(r.height, r.$height)
r.height = 3
print(r.height, r.$height)
r.grow(by: 5)
print(r.height, r.width, r.$width)
r.depth = 6
r.weight = 8
print(r.depth, r.$depth, r.weight, r.$weight)

@propertyWrapper
struct Logged {
    var wrappedValue: String {
        didSet { print("set to \(wrappedValue)") }
    }
    init() { wrappedValue = "" }
}

final class Tracker {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

@propertyWrapper
struct Holding {
    var wrappedValue: Tracker
}

class Form {
    @Logged var title: String
    @Holding var tracker: Tracker = Tracker(name: "first")
    func rename(_ s: String) { title = s }
}

do {
    let f = Form()
    f.rename("Hello")
    f.title += "!"
    print(f.title, f.tracker.name)
    f.tracker = Tracker(name: "second")
    print(f.tracker.name)
}
print("done")
// The memberwise initializer takes the wrapper for a property written without a value.
let r2 = Rectangle(height: SmallNumber(wrappedValue: 4), depth: SmallNumber(maximum: 3))
print(r2.height, r2.width, r2.depth, r2.weight)
