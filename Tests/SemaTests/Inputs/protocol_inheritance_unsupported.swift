// miniswiftc-only: an inherited requirement used through the derived protocol's
// existential, or that existential converted to the parent's, is not supported yet.
protocol Named { var name: String { get } }
protocol Described: Named { func describe() -> String }
struct Report: Described {
    var name = "report"
    func describe() -> String { name }
}
let d: Described = Report()
print(d.describe())
print(d.name) // expected-error {{'Named's requirement 'name' used through 'any Described' (protocol inheritance) is not supported yet by miniswiftc}}
let n: Named = d // expected-error {{converting 'any Described' to the inherited 'any Named' is not supported yet by miniswiftc}}
