// `case nil:` on a value that is not optional compiles (Swift compares it as an
// optional) but never matches: swiftc warns.
func kind(_ s: String) -> Int {
    switch s {
    case nil: return 1 // expected-warning {{type 'String' is not optional, value can never be nil; this is an error in the Swift 6 language mode}}
    case "a": return 2
    default: return 3
    }
}
print(kind("a"))
