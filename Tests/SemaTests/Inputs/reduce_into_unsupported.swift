// miniswiftc-only: swiftc accepts `reduce(into:_:)`; its closure takes an `inout`
// parameter, which a closure cannot yet in miniswiftc, and it says so at the method.
let c = [1, 2]
print(c.reduce(into: 0) { $0 += $1 }) // expected-error {{'reduce(into:_:)' is not supported yet by miniswiftc}}
print(c.reduce(0) { $0 + $1 })
