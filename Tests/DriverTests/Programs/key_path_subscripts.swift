// Key paths with subscript components (stdlib/KeyPath.swift, Sema/KeyPaths.swift): an
// array's index, a dictionary's key, a type's own subscript, the root's (`\[String].[1]`),
// read, assigned and used as functions. (Swift prints such a key path with an address,
// so this program does not print one.)
struct Item { var name: String; var tags: [String] }
struct Box {
  var items: [Item]
  var grid = [[0, 0], [0, 0]]
  subscript(i: Int) -> Item {
    get { items[i] }
    set { items[i] = newValue }
  }
  subscript(name n: String) -> Int { n.count }
}
final class Counter { var counts = [0, 0, 0] }
var b = Box(items: [Item(name: "a", tags: ["x"]), Item(name: "b", tags: [])])
print(b[keyPath: \Box.items[1].name])
print(b[keyPath: \Box.[0].name])
b[keyPath: \Box.[1].name] = "bee"
print(b.items[1].name)
print(b[keyPath: \Box.[name: "four"]])
print(b[keyPath: \Box.grid[1][0]])
b[keyPath: \Box.grid[1][0]] = 7
print(b.grid)
print(b[keyPath: \Box.items[0].tags[0]])
let c = Counter()
let kc = \Counter.counts[2]
c[keyPath: kc] = 4
print(c.counts, kc is ReferenceWritableKeyPath<Counter, Int>)
let names = b.items.map(\.tags.count)
print(names)
let firsts = [[1, 2], [3]].map(\.[0])
print(firsts)
let kn = \Box.[name: "x"]
print(kn is WritableKeyPath<Box, Int>)
let dk = \[String: [Int]].["a"]?[0]
print(["a": [5]][keyPath: dk] as Any)

// TSPL ("Expressions", key-path expressions): a subscript's argument is evaluated when
// the key path is made.
let greetings = ["hello", "hola", "bonjour", "안녕"]
let myGreeting = greetings[keyPath: \[String].[1]]
print(myGreeting)
var index = 2
let path = \[String].[index]
let fn: ([String]) -> String = { strings in strings[index] }
print(greetings[keyPath: path])
print(fn(greetings))
index += 1
print(greetings[keyPath: path])
print(fn(greetings))
print(greetings[keyPath: \[String].first!.count])

struct Grid {
  var cells = [[1, 2], [3, 4]]
  subscript(r: Int, c: Int) -> Int {
    get { cells[r][c] }
    set { cells[r][c] = newValue }
  }
}
func demo() {
  var g = Grid()
  var row = 1
  let col = 0
  let k = \Grid.[row, col]
  row = 0
  print(g[keyPath: k])
  g[keyPath: k] = 30
  print(g.cells)
  g[keyPath: k] += 1
  print(g.cells)
  var key = "b"
  let dk = \[String: Int].[key]
  key = "zzz"
  print(["a": 1, "b": 2][keyPath: dk] as Any)
  let i = 1
  print([[5, 6], [7, 8]].map(\.[i]))
  let kk = \Grid.cells[i][i - 1]
  print(g[keyPath: kk])
}
demo()
