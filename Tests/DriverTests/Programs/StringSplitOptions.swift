// split with maxSplits, omittingEmptySubsequences and a String separator (module Swift,
// stdlib/StringSplit.swift), as swiftc splits.
let s = ",a,,b,c,"
print(s.split(separator: ","))
print(s.split(separator: ",", omittingEmptySubsequences: false))
print(s.split(separator: ",", maxSplits: 2))
print(s.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false))
print(s.split(separator: ",", maxSplits: 0), "".split(separator: ",", omittingEmptySubsequences: false))
print("abc".split(separator: "x", maxSplits: 1), "x".split(separator: "x", omittingEmptySubsequences: false))
let t = "a, b,, c, "
print(t.split(separator: ", "), t.split(separator: ","))
print(t.split(separator: ", ", omittingEmptySubsequences: false), t.split(separator: ", ", maxSplits: 1))
print("aaa".split(separator: "aa"), "x--y".split(separator: "--"), "".split(separator: "ab"))
let sep = "\n"
print("p\nq".split(separator: sep), "p\nq".split(separator: "\n"))
let c: Character = "-"
print("1-2".split(separator: c))
