// miniswiftc-only: standard-library types, operators and members outside the subset
// are "not supported yet" where they are used (on an otherwise correct program), never
// "cannot find": the program is valid Swift.
var smallest = Float.leastNormalMagnitude // expected-error {{type 'Float' is not supported yet by miniswiftc}}
var letters = Set<String>(minimumCapacity: 4) // expected-error {{Set initializer 'init(minimumCapacity:)' is not supported yet by miniswiftc}}
let greeting = "Guten Tag!"
print(greeting.utf16.indices) // expected-error {{'Collection' member 'indices' (on 'String.UTF16View') is not supported yet by miniswiftc}}
let plus: ((Int, Int) -> Int)? = (+) // expected-error {{an operator used as a function value is not supported yet by miniswiftc}}
var list = ["Eggs", "Milk"]
print(5 ~= 5) // expected-error {{operator '~=' is not supported yet by miniswiftc}}
print(list < list) // expected-error {{operator '<' on arrays is not supported yet by miniswiftc}}
let span = greeting.startIndex..<greeting.endIndex
print(span == span) // expected-error {{operator '==' on a 'Range<String.Index>' is not supported yet by miniswiftc}}
