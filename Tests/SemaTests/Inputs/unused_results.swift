// An expression statement whose value nothing uses: swiftc's warnings name what was
// computed for nothing; a function left uncalled is an error.
struct Box<T> { var value: T; init(_ value: T) { self.value = value } }
enum Light { case red, dimmed(Int) }
final class Counter {
  var count = 0
  @discardableResult func increment() -> Int { count += 1; return count }
  func peek() -> Int { count }
  static func make() -> Counter { Counter() }
}
struct Grid {
  var cells = [0, 1]
  var pair = (1, 2)
  var inner: Box<Int>? = Box(1)
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  func total() -> Int { cells.reduce(0, +) }
}
func double(_ x: Int) -> Int { x * 2 }
func add(a: Int, b: Int) -> Int { a + b }
func makeAdder() -> (Int) -> Int { { $0 + 1 } }
func fail() throws -> Int { 1 }

func uses() throws {
  var grid = Grid()
  let counter = Counter()
  var numbers = [3, 1, 2]
  var maybe: Int? = 1
  let k = 5
  double(2) // expected-warning {{result of call to 'double' is unused}}
  add(a: 1, b: 2) // expected-warning {{result of call to 'add(a:b:)' is unused}}
  makeAdder()(1) // expected-warning {{result of call to 'makeAdder()' is unused}}
  k + 1 // expected-warning {{result of operator '+' is unused}}
  -k // expected-warning {{result of operator '-' is unused}}
  k == 1 // expected-warning {{result of operator '==' is unused}}
  maybe ?? 0 // expected-warning {{result of operator '??' is unused}}
  Box(1) // expected-warning {{result of 'Box<T>' initializer is unused}}
  String(5) // expected-warning {{result of 'String' initializer is unused}}
  String(describing: k) // expected-warning {{result of 'String' initializer is unused}}
  Light.dimmed(2) // expected-warning {{result of call to function returning 'Light' is unused}}
  Light.red // expected-warning {{result of call to function returning 'Light' is unused}}
  counter.increment()
  counter.peek() // expected-warning {{result of call to 'peek()' is unused}}
  Counter.make() // expected-warning {{result of call to 'make()' is unused}}
  grid.inner?.value // expected-warning {{expression of type 'Int?' is unused}}
  maybe! // expected-warning {{variable is unused}}
  grid.pair.0 // expected-warning {{variable is unused}}
  grid[0] // expected-warning {{subscript is accessed but result is unused}}
  numbers[0] // expected-warning {{subscript is accessed but result is unused}}
  grid.cells // expected-warning {{property is accessed but result is unused}}
  numbers // expected-warning {{variable is unused}}
  k // expected-warning {{expression of type 'Int' is unused}}
  grid.total() // expected-warning {{result of call to 'total()' is unused}}
  numbers.count // expected-warning {{expression of type 'Int' is unused}}
  numbers.sorted() // expected-warning {{result of call to 'sorted()' is unused}}
  numbers.map { $0 + 1 } // expected-warning {{result of call to 'map' is unused}}
  numbers.popLast() // expected-warning {{result of call to 'popLast()' is unused}}
  numbers.removeLast()
  numbers.remove(at: 0)
  var text = "abc"
  text.remove(at: text.startIndex)
  try? fail() // expected-warning {{result of 'try?' is unused}}
  try fail() // expected-warning {{result of call to 'fail()' is unused}}
  "text" // expected-warning {{string literal is unused}}
  "k is \(k)" // expected-warning {{string literal is unused}}
  (5) // expected-warning {{integer literal is unused}}
  2.5 // expected-warning {{floating-point literal is unused}}
  true // expected-warning {{boolean literal is unused}}
  [1, 2] // expected-warning {{expression of type '[Int]' is unused}}
  (k, k) // expected-warning {{expression of type '(Int, Int)' is unused}}
  k as Any // expected-warning {{expression of type 'Any' is unused}}
  let closure = { (x: Int) in x }
  closure(3) // expected-warning {{result of call to function returning 'Int' is unused}}
  let action: () -> Void = { k + 1 } // expected-warning {{result of operator '+' is unused}}
  action()
  maybe = 2
  numbers.append(4)
  grid.inner?.value = 3
  _ = k
}
try uses()
