// miniswiftc-only: another module sees a public property as stored (its interface says
// `public var level: Int`) and would assign it without calling the observers.
public struct Gauge {
    public var level = 0 {
        didSet { print(level) } // expected-error {{property observer on a public property is not supported yet by miniswiftc}}
    }
}
