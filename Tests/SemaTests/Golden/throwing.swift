// Throwing code as swiftc dumps it: `rethrows_attr`, a call that can throw (`throws`,
// a `rethrows` one by its argument), `try` at what it tries, `try?`/`try!` with what
// their expression can throw (`thrown_error=`) and `try?` making a value optional.
struct Bad: Error {}
func risky(_ x: Int) throws -> Int {
    if x < 0 { throw Bad() }
    return x
}
func apply(_ f: (Int) throws -> Int) rethrows -> Int {
    let a = try f(1)
    return try f(a) + (try f(2))
}
struct Counter {
    var v: Int
    func get() throws -> Int { try risky(v) }
    @discardableResult
    func each(_ f: (Int) throws -> ()) rethrows -> Int { try f(v); return v }
}
let r = try? apply(risky)
let q = try! apply { $0 + 1 }
let n = try? risky(-1)
do {
    let z = try risky(3)
    let w = try Counter(v: z).get()
    print(z, w, r as Any, q, n as Any)
} catch {
    print(error)
}
