// miniswiftc-only: swiftc reports the same error (with "through reference here" notes
// miniswiftc does not give): initial values that depend on themselves.
struct Config {
    static let first = Config.second // expected-error {{circular reference}}
    static let second = Config.first
}
print(Config.first)
