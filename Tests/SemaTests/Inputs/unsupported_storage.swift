// miniswiftc-only: references are strong, so `weak` and `unowned` are rejected where
// they are written. (`indirect` enums are boxed: Tests/DriverTests/Programs/indirect_enums.swift.)
class Owner {}
weak var w: Owner? = nil // expected-error {{'weak' variable is not supported yet by miniswiftc}}
func f(o: Owner) {
    unowned let u = o // expected-error {{'unowned' variable is not supported yet by miniswiftc}}
    print(u)
}
