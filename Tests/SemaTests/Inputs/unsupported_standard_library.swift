// miniswiftc-only: standard-library types, operators and members outside the subset
// are "not supported yet" where they are used (on an otherwise correct program), never
// "cannot find": the program is valid Swift.
var smallest = Float.leastNormalMagnitude // expected-error {{type 'Float' is not supported yet by miniswiftc}}
var letters = Set<String>() // expected-error {{type 'Set' is not supported yet by miniswiftc}}
final class Node {}
let node = Node()
print(node === node) // expected-error {{operator '===' is not supported yet by miniswiftc}}
let greeting = "Guten Tag!"
print(greeting[greeting.startIndex]) // expected-error {{a String subscript (string indices) is not supported yet by miniswiftc}} expected-error {{'String.startIndex' is not supported yet by miniswiftc}}
func apply(_ f: (Int, Int) -> Bool) -> Bool { f(1, 2) }
print(apply(>)) // expected-error {{an operator used as a function value is not supported yet by miniswiftc}}
var board = [Int](repeating: 0, count: 3) // expected-error {{array initializer 'init(repeating:count:)' is not supported yet by miniswiftc}}
var list = ["Eggs"]
list += ["Milk"] // expected-error {{operator '+=' on arrays is not supported yet by miniswiftc}}
print(list == ["Eggs"]) // expected-error {{operator '==' on arrays is not supported yet by miniswiftc}}
protocol Maker { static func make() -> Int }
func build<T: Maker>(_ kind: T.Type) -> Int { // expected-error {{metatype type 'T.Type' is not supported yet by miniswiftc}}
    return T.make() // expected-error {{generic parameter 'T' used as a value is not supported yet by miniswiftc}}
}
