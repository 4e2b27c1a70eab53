// Found by miniswiftc-fuzz (seed 1, variant 76759 of ext/prog_stack_calculator.swift:
// `case "4":` replaced by `case nil:`): the nil literal had no optional type to take, so
// IRGen compared a String with `()` (the IR did not verify). swiftc accepts it with a
// warning; the pattern never matches.
func digit(_ s: String) -> Int {
    switch s {
    case "3": return 3
    case nil: return 4
    default: return 0
    }
}
print(digit("4"))
