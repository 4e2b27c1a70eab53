// miniswiftc-only: swiftc accepts a subscript as a key-path component; miniswiftc's key
// paths are made of properties, optional chaining, `!` and `.self`, and it says so
// where the subscript is written.
let greetings = ["hello", "hola"]
let second = greetings[keyPath: \[String].[1]] // expected-error {{subscripts in key paths are not supported by miniswiftc}}
