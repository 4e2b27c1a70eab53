// `Dictionary(uniqueKeysWithValues:)` of pairs with a key met twice stops the program,
// as Swift's does ("Fatal error: Duplicate values for key: 'b'"), after what was
// printed before.
let pairs = zip(["a", "b", "c", "b"], 1...4)
print("building")
let d = Dictionary(uniqueKeysWithValues: pairs)
print("not reached", d.count)
