// miniswiftc-only: a type that conforms to Equatable, Comparable or Hashable but that
// miniswiftc does not compare or hash by itself there is "not supported yet" where it
// is used: the program is valid Swift.
struct Card: Equatable { var rank = 1 }
let ace = Card(rank: 1)
switch Card() {
case ace: print("ace") // expected-error {{matching a value of type 'Card' against an expression is not supported yet by miniswiftc}}
default: break
}
func lookup<C: Collection>(_ c: C, _ table: [C.Index: Int]) -> Int { table.count } // expected-error {{a dictionary key of type 'C.Index' is not supported yet by miniswiftc}}
