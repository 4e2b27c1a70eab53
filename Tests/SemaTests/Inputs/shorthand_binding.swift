// `if let x` / `guard let x` bind an optional of the same name, which must exist.
func f(_ a: Int?) -> Int {
    guard let a else { return 0 }
    return a
}
if let unknown { // expected-error {{cannot find 'unknown' in scope}}
    print(unknown)
}
let count = 3
if let count { // expected-error {{initializer for conditional binding must have Optional type, not 'Int'}}
    print(count)
}
print(f(nil))
