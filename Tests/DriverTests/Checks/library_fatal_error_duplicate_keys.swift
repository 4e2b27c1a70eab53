// A check in code Swift's library keeps to itself (not inlined into the program) is
// reported at -O too: "Swift/NativeDictionary.swift:792: Fatal error: Duplicate values
// for key: 'a'".
let pairs = [("a", 1), ("a", 2)]
print("building")
print(Dictionary(uniqueKeysWithValues: pairs))
