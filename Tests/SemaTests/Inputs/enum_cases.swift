// The cases of an enum have distinct names and distinct raw values.
enum Direction {
    case north, south, north // expected-error {{invalid redeclaration of 'north'}}
    // expected-note@-1 {{'north' previously declared here}}
}
enum Payload {
    case value(Int) // expected-note {{'value' previously declared here}}
    case value // expected-error {{invalid redeclaration of 'value'}}
}
enum Code: Int {
    case ok = 200 // expected-note {{raw value previously used here}}
    case fine = 200 // expected-error {{raw value for enum case is not unique}}
}
enum Level: Int {
    case low = 1 // expected-note {{raw value auto-incremented from here}}
    case middle // expected-note {{raw value previously used here}}
    case high = 2 // expected-error {{raw value for enum case is not unique}}
}
enum Word: String {
    case a = "b" // expected-note {{raw value previously used here}}
    case b // expected-error {{raw value for enum case is not unique}}
}
enum Fine: Int {
    case a = -1, b, c = 5, d
}
