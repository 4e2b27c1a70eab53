// `a ?? b` where an Any is expected (print's items, an [Any]'s append, an Any
// parameter): typed as swiftc's solver types it. An optional chain with a literal of
// another default type is an Any (`s?.balance ?? 0` prints 0), as is a right side that
// cannot be the wrapped type; a plain optional keeps its wrapped type. A `T?` converts
// to an `Any?`.
struct Account { var balance: Double; var id: Int }
let none: Account? = nil
let some: Account? = Account(balance: 2.5, id: 7)
let d: Double? = nil
let n = 5
print(none?.balance ?? 0, some?.balance ?? 0)
print(none?.balance ?? -1, none?.id ?? 0.5, none?.id ?? 0)
print(d ?? -1, d ?? n, d ?? "none", none?.id ?? "none")
print(none?.balance ?? 1.5, some?.id ?? 3)
var items: [Any] = []
items.append(none?.balance ?? 3)
items.append(d ?? 4)
print(items)
func show(_ x: Any) { print("show", x) }
show(none?.balance ?? 9)
let maybe: Any? = some?.balance
let nothing: Any? = d
print(maybe as Any, nothing as Any, maybe != nil)
if let m = maybe { print("unwrapped", m) }
print("\(none?.balance ?? -1)")
