// Type aliases at file level and inside types and extensions: in signatures, bodies,
// as `Outer.Alias` in types and expressions, and over sized integers.
typealias AudioSample = UInt16
typealias Point = (x: Int, y: Int)
struct Stack {
  typealias Element = Int
  typealias Storage = [Element]
  var items: Storage = []
  mutating func push(_ e: Element) { items.append(e) }
  func top() -> Element? { items.last }
}
extension Stack {
  typealias Count = UInt8
  var size: Count { Count(items.count) }
}
var maxAmplitudeFound = AudioSample.min
maxAmplitudeFound = AudioSample(700)
let origin: Point = (x: 0, y: 3)
var stack = Stack()
stack.push(4)
stack.push(Stack.Element.max)
let first: Stack.Element = 1
print(maxAmplitudeFound, AudioSample.max, origin.y, stack.top() ?? 0, stack.size, first, Stack.Count.max)
