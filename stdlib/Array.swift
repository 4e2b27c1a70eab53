// Array's primitive members, as Swift's Array.swift declares them over its buffer: each
// body is one builtin on the runtime's array (Sema's LibraryBuiltins.swift checks the
// call, IRGen's GenBuiltin.swift lowers it). Array itself stays the compiler's type
// (`[Element]`, `SwiftType.array`), with its literals, subscripts, initializers and
// `for`-`in`; these members are ordinary library declarations, specialized per element
// type and inlined at -O like the rest of `extension Array`.

extension Array {
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
}
