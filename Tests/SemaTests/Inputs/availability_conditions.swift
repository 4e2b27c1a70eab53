// `#available` needs the wildcard `*`, `#unavailable` must not have it, and the two do
// not mix in one condition list.
if #available(iOS 10) {}
// expected-error@-1 {{condition required for target platform '*'}}
// expected-error@-2 {{must handle potential future platforms with '*'}}
if #available(iOS 10, macOS 11.2) {}
// expected-error@-1 {{condition required for target platform '*'}}
// expected-error@-2 {{must handle potential future platforms with '*'}}
if #unavailable(iOS 10, *) {}  // expected-error {{platform wildcard '*' is always implicit in #unavailable}}
if #available(iOS 10, *), #unavailable(macOS 3) {}  // expected-error {{#available and #unavailable cannot be in the same statement}}
func f() {
  guard #available(iOS 10, *), #available(macOS 11, *) else { return }
}
