// miniswiftc-only: `[1, nil]` (an array of optionals), `["a": nil, "b": 1]` and `[[], []]`
// (an `[[Any]]`) are valid Swift miniswiftc does not infer yet (they were accepted: `nil`
// was stored as an Int, or the elements had no type at all).
let optionals = [nil, 1] // expected-error {{inferring an optional element type from a 'nil' element is not supported yet by miniswiftc}}
let nestedOptionals = [[1], [nil]] // expected-error {{inferring an optional element type from a 'nil' element is not supported yet by miniswiftc}}
let empties = [[], []] // expected-error {{inferring the element type of empty collection literals is not supported yet by miniswiftc}}
let scores = ["a": nil, "b": 1] // expected-error {{inferring an optional element type from a 'nil' element is not supported yet by miniswiftc}}
