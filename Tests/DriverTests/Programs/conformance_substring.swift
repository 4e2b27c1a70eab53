// Substring is Equatable, Comparable and Hashable, as Swift's library declares it: a
// generic argument under `T: Equatable` or `T: Comparable`, compared as the string it
// holds, also in arrays, dictionaries and optionals, and a derived `==`'s property.
struct Box<T: Equatable> { var v: T }
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func least<T: Comparable>(_ a: T, _ b: T) -> T { a < b ? a : b }
let s = "hello world"
let parts = s.split(separator: " ")
let a = parts[0], b = parts[1]
print(same(a, b), same(a, "hello wide".split(separator: " ")[0]), least(a, b), Box(v: a).v)
print(same([a], [a]), same(["k": a], ["k": b]), same(Optional(a), nil))
struct Word: Equatable { var text: Substring }
print(Word(text: a) == Word(text: a), Word(text: a) == Word(text: b))
