// miniswiftc-only: members Swift's Array has and miniswiftc does not are "not supported
// yet" where they are used (the program is valid Swift), properties (`startIndex`) too
// (`last(where:)` and `count(where:)`, overloads of the properties miniswiftc has, are the
// library's now); a member Array does not have is an error.
let numbers = [3, 1, 2]
print(numbers.startIndex) // expected-error {{array member 'startIndex' is not supported yet by miniswiftc}}
print(numbers.capacity) // expected-error {{array member 'capacity' is not supported yet by miniswiftc}}
print(numbers.description) // expected-error {{array member 'description' is not supported yet by miniswiftc}}
numbers.forEach({ (n: Int) in print(n) })
print(numbers.unknownMember) // expected-error {{value of type '[Int]' has no member 'unknownMember'}}
