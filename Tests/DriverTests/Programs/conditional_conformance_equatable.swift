// Conditional conformances: arrays and optionals are Equatable in generic code when
// their elements are (Swift's `extension Array: Equatable where Element: Equatable`),
// and a program's generic type is Equatable where its argument is.
struct Stack<Element> {
  var items: [Element] = []
}

extension Stack: Equatable where Element: Equatable {
  static func == (lhs: Stack, rhs: Stack) -> Bool { lhs.items == rhs.items }
}

func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func differ<T: Equatable>(_ a: T, _ b: T) -> Bool { a != b }

func find<T: Equatable>(_ x: T, in xs: [T]) -> Int? {
  for (i, y) in xs.enumerated() where y == x {
    return i
  }
  return nil
}

print(same([1], [1]), same([1], [1, 2]), differ([1, 2], [2, 1]))
print(same([[1, 2], [3]], [[1, 2], [3]]), same([["a"]], [["b"]]))
print([[1], [2]].contains([2]), [[1], [2]].firstIndex(of: [2]) as Any)
print(Stack(items: [1]) == Stack(items: [1]), Stack(items: [1]) != Stack(items: [2]))
print(same(Stack(items: ["a"]), Stack(items: ["a"])), differ(Stack(items: [1.5]), Stack(items: [1.5])))
print(same([Stack(items: [1])], [Stack(items: [1])]))
let o: Int? = 3
let none: Int? = nil
print(same(o, 3), same(o, none), same([o], [o]), differ([[1.5]], [[1.5]]))
print(find([2], in: [[1], [2]]) as Any, find([3], in: [[1], [2]]) as Any)
print(find(Stack(items: [true]), in: [Stack(items: [false]), Stack(items: [true])]) as Any)
// An array is equal to itself even holding a NaN (one buffer); another holding a NaN is not.
let nan = 0.0 / 0.0
let a = [nan]
print(same(a, a), same([nan], [nan]))
