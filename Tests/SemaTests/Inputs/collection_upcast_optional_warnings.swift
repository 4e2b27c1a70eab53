// A collection of optionals used as one of `Any`: swiftc warns about the collection (not
// about each element), with one note; `as [Any]` silences it.
let optionals: [Int?] = [1, nil]
let anys: [Any] = optionals // expected-warning {{expression implicitly coerced from '[Int?]' to '[Any]'}} expected-note {{explicitly cast to '[Any]' with 'as [Any]' to silence this warning}}
let byName: [String: Int?] = ["a": 1]
let anyByName: [String: Any] = byName // expected-warning {{expression implicitly coerced from '[String : Int?]' to '[String : Any]'}} expected-note {{explicitly cast to '[String : Any]' with 'as [String : Any]' to silence this warning}}
let nested: [[Int?]] = [[1]]
let anyNested: [[Any]] = nested // expected-warning {{expression implicitly coerced from '[Int?]' to '[Any]'}} expected-note {{explicitly cast to '[Any]' with 'as [Any]' to silence this warning}}
let silenced = optionals as [Any]
func take(_ items: [Any]) -> Int { items.count }
let taken = take(optionals) // expected-warning {{expression implicitly coerced from '[Int?]' to '[Any]'}} expected-note {{explicitly cast to '[Any]' with 'as [Any]' to silence this warning}}
