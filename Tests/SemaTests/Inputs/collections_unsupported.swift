// miniswiftc-only: the parts of Dictionary's and Set's API outside the subset are "not
// supported yet" where they are used (the program is valid Swift); a member neither type
// has is an error.
var ages = ["Ann": 31]
var digits: Set = [1, 2]
print(digits.removeFirst()) // expected-error {{Set member 'removeFirst' is not supported yet by miniswiftc}}
print(ages.first) // expected-error {{Dictionary member 'first' is not supported yet by miniswiftc}}
ages.reserveCapacity(4) // expected-error {{Dictionary member 'reserveCapacity' is not supported yet by miniswiftc}}
let made = Dictionary<String, Int>(minimumCapacity: 2) // expected-error {{Dictionary initializer 'init(minimumCapacity:)' is not supported yet by miniswiftc}}
let fromSeq = Set<Int>(minimumCapacity: 2) // expected-error {{Set initializer 'init(minimumCapacity:)' is not supported yet by miniswiftc}}
