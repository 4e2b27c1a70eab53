// A top-level `guard let` binds for the top-level code after it (and its closures).
let value: Int? = 5
guard let v2 = value else { fatalError() }
print(v2)
if let value { print("shorthand", value) }
guard var count = Optional(3), count > 1 else { fatalError() }
count += v2
print(count)
let later = { print(v2 + count) }
later()
