// A closure whose body has an error says nothing of the generic parameter it would
// have inferred (`T` of `map`): swiftc reports the body's error alone.
let a = [1, 2]
print(a.map { $0 + "x" }) // expected-error {{binary operator '+' cannot be applied to operands of type 'Int' and 'String'}} expected-note {{overloads for '+' exist with these partially matching parameter lists: (Int, Int), (String, String)}}
let b = a.map { x in x + "y" } // expected-error {{binary operator '+' cannot be applied to operands of type 'Int' and 'String'}} expected-note {{overloads for '+' exist with these partially matching parameter lists: (Int, Int), (String, String)}}
