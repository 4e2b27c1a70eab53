// Never is Equatable, Comparable, Hashable and an Error, as Swift's library declares it
// (`extension Never: Equatable, Comparable, Hashable {}`), so it is a set's element, a
// dictionary's key, a `Result`'s failure and a `T: Comparable`.
func describe<T: Comparable & Hashable>(_ t: T.Type) -> String { "Comparable & Hashable" }
func failure<E: Error>(_ e: E.Type) -> String { "Error" }
print(describe(Never.self), failure(Never.self))
let r: Result<Int, Never> = .success(3)
print(r)
let s: Set<Never> = []
print(s.count, s.isEmpty)
let d: [Never: Int] = [:]
print(d.isEmpty)
let nothing: [Never] = []
print(nothing.sorted().count, nothing == [], nothing.max() == nil)
