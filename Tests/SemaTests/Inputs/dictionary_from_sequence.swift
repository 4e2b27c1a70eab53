// Dictionary's initializers from a sequence (the library's `_dictionary` functions,
// stdlib/DictionaryFromSequence.swift) report swiftc's errors, naming Dictionary.
struct P {}
let a = Dictionary(grouping: [P()], by: { $0 }) // expected-error {{generic struct 'Dictionary' requires that 'P' conform to 'Hashable'}}
let b = Dictionary(uniqueKeysWithValues: 5)
// expected-error@-1 {{initializer 'init(uniqueKeysWithValues:)' requires that 'Int' conform to 'Sequence'}}
// expected-error@-2 {{generic parameter 'Key' could not be inferred}}
// expected-error@-3 {{generic parameter 'Value' could not be inferred}}
// expected-note@-4 {{explicitly specify the generic arguments to fix this issue}}
