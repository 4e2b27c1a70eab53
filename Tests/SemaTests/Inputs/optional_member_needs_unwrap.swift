// A member of an optional's wrapped type, used on the optional itself: swiftc's error
// is at the base, with its two fixes (chain with '?', force-unwrap with '!').
var word: String? = "a"
// expected-note@+2 {{chain the optional using '?' to access member 'count' only for non-'nil' base values}}
// expected-note@+1 {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
print(word.count) // expected-error@:7 {{value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'}}
struct Point { var x = 1; func moved() -> Point { self } }
let p: Point? = Point()
// expected-note@+2 {{chain the optional using '?' to access member 'moved' only for non-'nil' base values}}
// expected-note@+1 {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
let q = p.moved() // expected-error@:9 {{value of optional type 'Point?' must be unwrapped to refer to member 'moved' of wrapped base type 'Point'}}
let numbers: [Int]? = [1]
// expected-note@+2 {{chain the optional using '?' to access member 'count' only for non-'nil' base values}}
// expected-note@+1 {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
print(numbers.count) // expected-error@:7 {{value of optional type '[Int]?' must be unwrapped to refer to member 'count' of wrapped base type '[Int]'}}
print(p.missing) // expected-error {{value of type 'Point?' has no member 'missing'}}
