// `.none` where a `T?` is expected is Optional's case, also when `T` has a case `none`;
// swiftc warns that it assumed so.
enum Level { case none, low }
let l: Level? = .none  // expected-warning {{assuming you mean 'Optional<Level>.none'; did you mean 'Level.none' instead?}} expected-note {{explicitly specify 'Optional' to silence this warning}} expected-note {{use 'Level.none' instead}}
let k: Level? = .low
