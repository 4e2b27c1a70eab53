// Set's initializer from a sequence (the library's generic `init(_:)`,
// stdlib/SetFromSequence.swift) reports swiftc's errors for what is not a sequence of
// the elements, and for elements that are not Hashable.
struct P {}
let a = Set(5) // expected-error {{no exact matches in call to initializer}}
let c = Set([P()]) // expected-error {{generic struct 'Set' requires that 'P' conform to 'Hashable'}}
let e = Set(1...3)
let f: Set<Int> = e
