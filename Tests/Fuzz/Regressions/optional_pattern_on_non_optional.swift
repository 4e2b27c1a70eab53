// Found by miniswiftc-fuzz (a '?' inserted into ext/enum_switch_where.swift): an
// optional pattern against a value that is not optional type-checked without an error
// and its bound variable reached IRGen with an error type (the IR did not verify).
// swiftc: "'?' pattern cannot match values of type 'Reading'".
enum Reading {
    case temperature(Int)
    case humidity(Int)
}
func classify(_ r: Reading) -> String {
    switch r {
    case .temperature(let t)? where t > 30:
        return "hot \(t)"
    default:
        return "other"
    }
}
print(classify(.temperature(35)))
