// miniswiftc-only: a type that conforms to Equatable, Comparable or Hashable but that
// miniswiftc does not compare or hash by itself there is "not supported yet" where it
// is used: the program is valid Swift.
func lookup<C: Collection>(_ c: C, _ table: [C.Index: Int]) -> Int { table.count } // expected-error {{a dictionary key of type 'C.Index' is not supported yet by miniswiftc}}
