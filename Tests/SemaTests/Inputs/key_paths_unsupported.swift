// miniswiftc-only: swiftc accepts these key paths. miniswiftc's are made of properties,
// optional chaining, `!`, `.self` and subscripts, and are
// assigned through but not mutated in place (`&`, or `+=` on other than names and key path
// literals); it says so where each is written.
struct Scores {
    var values = [1, 2]
    var total = 0
}
var scores = Scores()
func totalPath() -> WritableKeyPath<Scores, Int> { \Scores.total }
scores[keyPath: totalPath()] += 1 // expected-error {{mutating a value through a key path other than by assignment is not supported yet by miniswiftc}}
func bump(_ x: inout Int) { x += 1 }
bump(&scores[keyPath: \Scores.total]) // expected-error {{mutating a value through a key path other than by assignment is not supported yet by miniswiftc}}
var all = [scores]
all[0][keyPath: \Scores.total] = 3 // expected-error {{assigning through a key path into this expression is not supported yet by miniswiftc}}
