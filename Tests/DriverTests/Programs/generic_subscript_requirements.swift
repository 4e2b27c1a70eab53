// Generic subscripts as protocol requirements: witnessed by a type's own generic
// subscript (of a generic type too), used on the type and through a generic parameter.
protocol Container {
  associatedtype Item
  var count: Int { get }
  subscript(i: Int) -> Item { get }
  subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int { get }
}

struct Stack<Element>: Container {
  var items: [Element]
  var count: Int { return items.count }
  subscript(i: Int) -> Element { return items[i] }
  subscript<Indices: Sequence>(indices: Indices) -> [Element] where Indices.Iterator.Element == Int {
    var result: [Element] = []
    for index in indices { result.append(self[index]) }
    return result
  }
}

struct Letters: Container {
  var count: Int { return 26 }
  subscript(i: Int) -> Character {
    let scalars: [Character] = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m",
                                "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z"]
    return scalars[i]
  }
  subscript<Positions: Sequence>(indices: Positions) -> [Character] where Positions.Iterator.Element == Int {
    var out: [Character] = []
    for p in indices where p < count { out.append(self[p]) }
    return out
  }
}

func firstAndLast<C: Container>(_ c: C) -> [C.Item] {
  return c[[0, c.count - 1]]
}

func evens<C: Container>(of c: C) -> [C.Item] {
  var positions: [Int] = []
  var i = 0
  while i < c.count {
    positions.append(i)
    i += 2
  }
  return c[positions]
}

let stack = Stack(items: [10, 20, 30, 40, 50])
print(stack[[4, 0, 2]])
print(firstAndLast(stack))
print(evens(of: stack))
let names = Stack(items: ["ann", "bob", "cy"])
print(firstAndLast(names), evens(of: names))
print(Letters()[[7, 8, 99]])
print(String(firstAndLast(Letters())))
print(evens(of: Letters()).count)
