// A static subscript of an extension of Array or Dictionary, on the type written in
// brackets ([Int][zeroed: 5]) as on Array<Int>; [3][0] stays an array literal subscripted.
extension Array {
  static subscript(zeroed n: Int) -> [Int] { [Int](repeating: 0, count: n) }
}
extension Dictionary {
  static subscript(single key: Key, value value: Value) -> [Key: Value] { [key: value] }
}
print([Int][zeroed: 5])
print(Array<Int>[zeroed: 5])
print([String][zeroed: 2])
print([String: Int][single: "a", value: 1])
let a = [3][0]
print(a, [[1, 2]][0][1])
