// An array literal without context whose elements have no common type is an `[Any]`
// (they were converted to the last element's type, with the wrong error).
let mixed = [1, "a"] // expected-error {{heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional}}
let nested = ["a", [1]] // expected-error {{heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional}}
let typed: [Int?] = [nil, 1]
let typedEmpties: [[Int]] = [[], []]
let joined = [[], [1]]
