// miniswiftc-only: swiftc takes the deprecated `flatMap` of a closure returning an
// optional (with a warning); miniswiftc's library declares only `flatMap` of a sequence.
print([1, 2].flatMap { $0 > 1 ? $0 : nil }) // expected-error {{'flatMap' of a closure returning an optional (Swift's deprecated 'compactMap(_:)') is not supported yet by miniswiftc}}
print([1, 2].flatMap { [$0] })
