for case .foo in [1, 2] {} // expected-error {{type 'Int' has no member 'foo'}}
for case let (a, 0) in [(1, 2)] { print(a + "") } // expected-error {{binary operator '+' cannot be applied to operands of type 'Int' and 'String'}} expected-note {{overloads for '+' exist with these partially matching parameter lists: (Int, Int), (String, String)}}
