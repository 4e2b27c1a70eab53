// miniswiftc-only: `weak` and `unowned` are supported on the stored properties of
// classes; on globals and locals they are rejected where they are written.
// (`indirect` enums are boxed: Tests/DriverTests/Programs/indirect_enums.swift.)
class Owner {}
weak var w: Owner? = nil // expected-error {{'weak' variable other than a class's stored property is not supported yet by miniswiftc}}
func f(o: Owner) {
    unowned let u = o // expected-error {{'unowned' variable other than a class's stored property is not supported yet by miniswiftc}}
    print(u)
}
