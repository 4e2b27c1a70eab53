// `some P` results: a chain of generic wrappers, each returned opaquely; opaque
// values passed to generic functions and returned again; computed properties and
// methods of generic structs and protocol extensions with opaque results.
protocol Shape {
  func draw() -> String
}

struct Dot: Shape {
  var size: Int
  func draw() -> String { String(repeating: "*", count: size) }
}

struct Framed<Inner: Shape>: Shape {
  var inner: Inner
  func draw() -> String { "[" + inner.draw() + "]" }
  var doubled: some Shape { Stacked(top: self, bottom: self) }
}

struct Stacked<Top: Shape, Bottom: Shape>: Shape {
  var top: Top
  var bottom: Bottom
  func draw() -> String { top.draw() + "/" + bottom.draw() }
}

func frame<T: Shape>(_ s: T) -> some Shape {
  Framed(inner: s)
}

func stack<T: Shape, U: Shape>(_ a: T, _ b: U) -> some Shape {
  return Stacked(top: a, bottom: b)
}

func makeDot(_ n: Int) -> some Shape {
  if n > 3 {
    return Dot(size: 3)
  }
  return Dot(size: n)
}

extension Shape {
  func framedTwice() -> some Shape { frame(frame(self)) }
  var width: Int { draw().count }
}

func describe<T: Shape>(_ s: T) -> String {
  "\(s.draw()) (width \(s.width))"
}

let small = makeDot(2)
let chain = frame(frame(frame(small)))
print(chain.draw())
let mixed = stack(frame(small), stack(makeDot(9), small))
print(mixed.draw())
print(describe(mixed))
print(Framed(inner: Dot(size: 1)).doubled.draw())
print(small.framedTwice().draw(), chain.framedTwice().width)
var shapes = [frame(small), frame(makeDot(1))]
shapes.append(frame(makeDot(7)))
for s in shapes { print(s.draw()) }
print(type(of: chain))

// An opaque container: its associated type through the opaque type.
protocol Container {
  associatedtype Item
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
struct Bag: Container {
  var items: [String]
  var count: Int { items.count }
  subscript(i: Int) -> String { items[i] }
}
func makeBag(_ s: String) -> some Container { Bag(items: [s, s + "!"]) }
let bag = makeBag("hi")
let second = bag[1]
print(second, bag.count)
