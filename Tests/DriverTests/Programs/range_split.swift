// A Range<Int>'s split: its pieces are ranges, as Swift's (a range of Int is its own slice).
let sp = (0..<10).split(whereSeparator: { $0 % 3 == 0 })
print(sp, sp.count)
print((0..<10).split(separator: 4))
print((0..<10).split(maxSplits: 1, whereSeparator: { $0 % 3 == 0 }))
print((0..<10).split(omittingEmptySubsequences: false, whereSeparator: { $0 % 3 == 0 }))
print((5..<5).split(separator: 1), (5..<5).split(separator: 1, omittingEmptySubsequences: false))
print((0..<4).split(separator: 9, maxSplits: 0))
for piece in (1..<8).split(separator: 4) { print(Array(piece), piece.count) }
