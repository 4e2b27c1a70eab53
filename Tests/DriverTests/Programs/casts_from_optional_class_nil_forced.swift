// `as!` from an optional class reference: nil traps as `!` does, before the class is
// checked.
class Animal {}
class Dog: Animal {}
func force<T>(_ t: T?) -> Int { t as! Int }
let pet: Animal? = Dog()
print(pet as! Dog === pet)
let missing: Animal? = nil
print("before")
print(missing as! Dog)
