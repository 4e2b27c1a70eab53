// A negative prefix length traps as Swift's Collection.prefix does.
func length(_ k: Int) -> Int { k - 3 }
print((0..<5).prefix(length(2)))
