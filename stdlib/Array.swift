// Array's primitive members, as Swift's Array.swift declares them over its buffer: each
// body is one builtin on the runtime's array (Sema's LibraryBuiltins.swift checks the
// call, IRGen's GenBuiltin.swift lowers it). Array itself stays the compiler's type
// (`[Element]`, `SwiftType.array`), with its literals; these members are ordinary
// library declarations, specialized per element type and inlined at -O like the rest
// of `extension Array`.

extension Array {
  /// An empty array (`[Int]()`, `Array<String>()`): the empty literal the compiler builds.
  public init() { self = [] }

  /// An array of `count` copies of `repeatedValue` (`count` must not be negative).
  public init(repeating repeatedValue: Element, count: Int) { self = Builtin.arrayRepeating(repeatedValue, count) }

  /// The number of elements.
  public var count: Int { Builtin.arrayCount(self) }

  /// Whether the array has no elements.
  public var isEmpty: Bool { Builtin.arrayIsEmpty(self) }

  /// The first element, or nil when the array is empty.
  public var first: Element? { Builtin.arrayFirst(self) }

  /// The last element, or nil when the array is empty.
  public var last: Element? { Builtin.arrayLast(self) }

  /// The valid subscript positions, `0..<count`.
  public var indices: Range<Int> { Builtin.arrayIndices(self) }

  /// Adds `newElement` at the end.
  public mutating func append(_ newElement: Element) { Builtin.arrayAppend(&self, newElement) }

  /// Adds the elements of `newElements` at the end, in order.
  public mutating func append(contentsOf newElements: [Element]) {
    Builtin.arrayAppendContents(&self, newElements)
  }

  /// Inserts `newElement` before position `i` (`count` appends it).
  public mutating func insert(_ newElement: Element, at i: Int) { Builtin.arrayInsert(&self, newElement, i) }

  /// Removes and returns the element at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element { Builtin.arrayRemoveAt(&self, index) }

  /// Removes and returns the first element; the array must not be empty.
  @discardableResult
  public mutating func removeFirst() -> Element { Builtin.arrayRemoveFirst(&self) }

  /// Removes and returns the last element; the array must not be empty.
  @discardableResult
  public mutating func removeLast() -> Element { Builtin.arrayRemoveLast(&self) }

  /// Removes every element.
  public mutating func removeAll() { Builtin.arrayRemoveAll(&self) }

  /// Removes and returns the last element, or nil when the array is empty.
  public mutating func popLast() -> Element? { Builtin.arrayPopLast(&self) }

  /// A new array of `lhs`'s elements, then `rhs`'s.
  public static func + (lhs: [Element], rhs: [Element]) -> [Element] { Builtin.arrayConcat(lhs, rhs) }

  /// Appends `rhs`'s elements to `lhs`.
  public static func += (lhs: inout [Element], rhs: [Element]) { Builtin.arrayAppendContents(&lhs, rhs) }

  /// Makes room for at least `minimumCapacity` elements without growing again.
  public mutating func reserveCapacity(_ minimumCapacity: Int) { Builtin.arrayReserveCapacity(&self, minimumCapacity) }
}
