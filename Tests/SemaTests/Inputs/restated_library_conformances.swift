// A program's conformance of a built-in type to a standard library protocol that
// module Swift states already: swiftc's warning (its note, at the library's
// declaration, is not in this file), and the conformance stays the library's.
extension Int: Hashable {} // expected-warning {{conformance of 'Int' to protocol 'Hashable' was already stated in the type's module 'Swift'}}
extension String: Equatable {} // expected-warning {{conformance of 'String' to protocol 'Equatable' was already stated in the type's module 'Swift'}}
extension Double: Equatable, Hashable {} // expected-warning {{conformance of 'Double' to protocol 'Equatable' was already stated in the type's module 'Swift'}} expected-warning {{conformance of 'Double' to protocol 'Hashable' was already stated in the type's module 'Swift'}}
extension Array: Equatable where Element: Equatable {} // expected-warning {{conformance of 'Array<Element>' to protocol 'Equatable' was already stated in the type's module 'Swift'}}
extension Optional: Hashable where Wrapped: Hashable {} // expected-warning {{conformance of 'Optional<Wrapped>' to protocol 'Hashable' was already stated in the type's module 'Swift'}}
extension Set: Equatable {} // expected-warning {{conformance of 'Set<Element>' to protocol 'Equatable' was already stated in the type's module 'Swift'}}
extension Int: Comparable {} // expected-warning {{conformance of 'Int' to protocol 'Comparable' was already stated in the type's module 'Swift'}}

let counts: [Int: String] = [1: "one"]
print(counts[1]!, "a" == "a", [1] == [1], Set([1]) == Set([1]))
