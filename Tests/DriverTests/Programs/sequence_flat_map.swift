// Sequence.flatMap(_:) of a closure making a sequence is the library's
// (stdlib/SequenceFlatMap.swift).
print([1, 2].flatMap { [$0, $0 * 10] })
print([[1, 2], [3]].flatMap { $0 })
print(["ab", "c"].flatMap { $0 })
print((1...3).flatMap { 0..<$0 })
let d = ["a": [1, 2]]
print(d.flatMap { $0.value })
