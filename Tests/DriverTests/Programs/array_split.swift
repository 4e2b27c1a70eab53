let a = [5, 3, 8, 3, 3, 1]
print(a.split(separator: 3))
print(a.split(separator: 3, omittingEmptySubsequences: false))
print(a.split(separator: 3, maxSplits: 1))
print(a.split(whereSeparator: { $0 > 4 }))
print(a.split(maxSplits: 0, whereSeparator: { $0 > 4 }))
let pieces = a.split(separator: 3)
print(pieces.map { Array($0) }, pieces[1].first!, pieces[1].startIndex)
print([Int]().split(separator: 0), [Int]().split(separator: 0, omittingEmptySubsequences: false))
let words = ["a", "", "b", "c", ""].split(separator: "")
for w in words { print(w.count, terminator: " ") }
print()
print([1, 2, 0, 3].split { $0 == 0 }.map { $0.reduce(0, +) })
