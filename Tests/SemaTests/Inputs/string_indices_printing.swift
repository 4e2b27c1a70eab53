// miniswiftc-only: Swift shows a String.Index with its encoding (`0[any]`, `2[utf8]`),
// which miniswiftc's indices, plain offsets, do not have; a value that would show one,
// a string's `indices` (`DefaultIndices<String>`) or a struct holding an index, is
// "not supported yet" where it is boxed in an `Any` (`print` takes `Any...`),
// interpolated, or described (`String(describing:)`, `String(reflecting:)`).
struct Mark { var at: String.Index }
struct Box<T> { var value: T }
let s = "héllo"
print(s.indices)                    // expected-error {{a value of type 'DefaultIndices<String>' as 'Any' is not supported yet by miniswiftc}}
print("\(s.indices)")               // expected-error {{interpolating a value of type 'DefaultIndices<String>' is not supported yet by miniswiftc}}
print(Mark(at: s.startIndex))       // expected-error {{a value of type 'Mark' as 'Any' is not supported yet by miniswiftc}}
print([Box(value: s.endIndex)])     // expected-error {{a value of type '[Box<String.Index>]' as 'Any' is not supported yet by miniswiftc}}
let text = String(describing: s.startIndex) // expected-error {{describing a value of type 'String.Index' is not supported yet by miniswiftc}}
let debug = String(reflecting: Mark(at: s.endIndex)) // expected-error {{describing a value of type 'Mark' is not supported yet by miniswiftc}}
print(Box(value: Box(value: 1)), s.indices.count)
