// miniswiftc-only: a declaration miniswiftc cannot compile is reported where it is
// written, whatever else fails, and its uses add no error of their own.
class Shelf { func pick<T>(_ a: T) -> T { return a } }
class Bookcase: Shelf {
    override func pick<T>(_ a: T) -> T { return a } // expected-error {{overriding a generic method is not supported yet by miniswiftc}}
}

func local() {
    var total = 0 {
        didSet { print(oldValue) } // expected-error {{property observer on a local variable is not supported yet by miniswiftc}}
    }
    total = 1
}

@propertyWrapper // expected-error {{a property wrapper that is not a struct is not supported yet by miniswiftc}}
class Boxed { var wrappedValue = 0 }
let missing: Int = undefinedName
