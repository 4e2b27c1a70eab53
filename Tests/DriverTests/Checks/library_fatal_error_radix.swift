// String(_:radix:) with a radix past 2...36: reported at -O too, as swiftc's library
// does ("Swift/Integers.swift:1641: Fatal error: Radix must be between 2 and 36").
let radix = 1
print(String(5, radix: radix))
