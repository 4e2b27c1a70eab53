// An optional written as `Optional(x)` and converted to `Any`: swiftc names its type as
// spelled, `Optional<Int>`, from the start of `Optional`; in parentheses it is an `Int?`
// again, the warning at the parenthesis and its notes at the spelling.
print(Optional(Set([2])))
print(Optional(3), (Optional("s")))
let a: Any = Optional(4)
let b: [Any] = [Optional([1, 2])]
print(Optional(5) as Any)
let c = Optional(6)
print(c)
let d: Any? = Optional(7)
