protocol Box {
  associatedtype Item
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
extension Box {
  subscript<Indices: Sequence>(picking indices: Indices) -> [Item]
  where Indices.Iterator.Element == Int {
    var result: [Item] = []
    for index in indices {
      result.append(self[index])
    }
    return result
  }
  subscript<T>(pair a: T, _ b: Int) -> (T, Item) {
    return (a, self[b])
  }
}
struct Words: Box {
  var words: [String]
  var count: Int { return words.count }
  subscript(i: Int) -> String { return words[i] }
}
struct Squares: Box {
  var count: Int { return 10 }
  subscript(i: Int) -> Int { return i * i }
}
func firstTwo<B: Box>(_ b: B) -> [B.Item] {
  return b[picking: 0..<2]
}
let w = Words(words: ["zero", "one", "two", "three"])
print(w[picking: [3, 1, 0]])
print(w[picking: 1...2])
print(firstTwo(w))
let q = Squares()
print(q[picking: [9, 4]])
print(firstTwo(q))
print(q[pair: "x", 3])
print(w[pair: 2.5, 0])
let empty: [Int] = []
print(q[picking: empty].count)
