// A subscript in an extension of a built-in type: TSPL's Extensions chapter's digit
// subscript on Int, and a nested enum with a computed property using it.
extension Int {
  subscript(digitIndex: Int) -> Int {
    var decimalBase = 1
    for _ in 0..<digitIndex {
      decimalBase *= 10
    }
    return (self / decimalBase) % 10
  }
}

print(746381295[0])
print(746381295[1])
print(746381295[2])
print(746381295[8])
print(746381295[9])

extension String {
  subscript(repeated n: Int) -> String {
    var result = ""
    for _ in 0..<n { result += self }
    return result
  }
}

let s = "ab"
print(s[repeated: 3])
// (The built-in subscripts stay beside it: the library's `contains(_:)` reads `self[i]`.)
print(s.contains("b"), s[s.startIndex], [s][0], [s: 1][s] ?? 0, [s: 1]["x", default: 2])

extension Double {
  subscript(scaledBy factor: Double) -> Double { self * factor }
}
print(2.5[scaledBy: 4])

// String's own subscripts stay beside the extension's (and the library's `first`, which
// reads `self[startIndex]`, with them).
print(s[s.startIndex], s[s.index(after: s.startIndex)], s.first!, s.last!)
