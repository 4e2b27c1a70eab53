// miniswiftc-only: swiftc accepts these calls. The variadic min and max of module Swift
// are declared in stdlib/MinMax.swift, but a call of a generic function with a variadic
// parameter is not supported yet: the call says so where it is written, instead of an
// error that would blame its arguments.
let a = max(1, 2, 3) // expected-error {{a call of a generic function with a variadic parameter ('rest') is not supported yet by miniswiftc}}
