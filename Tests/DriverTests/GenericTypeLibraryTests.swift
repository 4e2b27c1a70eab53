import Foundation
import Testing

/// A library's public generic types across the module boundary: the interface carries
/// each whole (with its extensions), every member with its body, so the client
/// specializes `Stack<Int>` as it does a library's generic function, and the derived
/// and written conformances (Equatable, Hashable, Comparable, Sequence) hold there too;
/// a generic class is subclassed and its `deinit` runs.
@Suite struct GenericTypeLibraryTests {
  static let library = #"""
    public struct Stack<Element> {
      var items: [Element] = []
      public init() {}
      public init(_ items: [Element]) { self.items = items }
      public var count: Int { items.count }
      public var top: Element? {
        get { items.last }
        set { if let v = newValue { items[items.count - 1] = v } }
      }
      public subscript(i: Int) -> Element {
        get { items[i] }
        set { items[i] = newValue }
      }
      public mutating func push(_ x: Element) { items.append(x); log() }
      @discardableResult public mutating func pop() -> Element? { items.popLast() }
      public func map<U>(_ f: (Element) -> U) -> Stack<U> { Stack<U>(items.map(f)) }
      public static func of(_ xs: Element...) -> Stack { Stack(xs) }
      private func log() {}
    }
    extension Stack: Equatable where Element: Equatable {}
    extension Stack: Hashable where Element: Hashable {}
    extension Stack: Sequence {
      public func makeIterator() -> IndexingIterator<[Element]> { items.makeIterator() }
    }
    extension Stack where Element: Comparable {
      public func largest() -> Element? { items.max() }
    }
    public enum Either<A, B> {
      case left(A)
      case right(B)
      public var isLeft: Bool { if case .left = self { return true } else { return false } }
    }
    public struct Pair<T: Comparable>: Comparable {
      public var a: T
      public var b: T
      public init(_ a: T, _ b: T) { self.a = a; self.b = b }
      public static func < (l: Pair, r: Pair) -> Bool { l.a != r.a ? l.a < r.a : l.b < r.b }
    }
    open class Box<T> {
      public let value: T
      public init(_ value: T) { self.value = value }
      open func describe() -> String { "Box(\(value))" }
      deinit { print("box freed") }
    }

    """#

  static let program = #"""
    import L
    var s = Stack<Int>()
    s.push(1); s.push(5); s.push(3)
    print(s.count, s.top!, s[1], s.largest()!)
    s.top = 9
    s[0] = 7
    print(Array(s), s.pop()!, Array(s))
    for x in s { print("item", x) }
    let words = Stack.of("b", "a")
    print(Array(words.map { $0.uppercased() }), words == Stack(["b", "a"]))
    var seen: Set<Stack<Int>> = [s, s, Stack([1])]
    print(seen.count)
    let e: Either<Int, String> = .right("r")
    print(e.isLeft, Either<Int, String>.left(1).isLeft)
    switch e { case .left(let n): print(n) case .right(let t): print(t) }
    let ps = [Pair(2, 1), Pair(1, 9), Pair(1, 2)]
    print(ps.sorted().map { "\($0.a)\($0.b)" }, ps.max()! == Pair(2, 1))
    final class Named: Box<String> {
      override func describe() -> String { "Named " + super.describe() }
    }
    do {
      let b: Box<String> = Named("n")
      print(b.describe(), Box(3).describe())
    }
    func total<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.reduce(0, +) }
    print(total(s))
    extension Stack {
      var isEmpty: Bool { count == 0 }
    }
    print(s.isEmpty, Stack<Double>().isEmpty)

    """#

  @Test(arguments: [[], ["-O"]]) func genericTypesAcrossModules(_ flags: [String]) throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir, flags: flags)
      #expect(run.stdout == """
        3 3 5 5
        [7, 5, 9] 9 [7, 5]
        item 7
        item 5
        ["B", "A"] true
        2
        false true
        r
        ["12", "19", "21"] true
        box freed
        Named Box(n) Box(3)
        box freed
        12
        false true

        """)
    }
  }

  /// The declaration as written, modifiers too: an `indirect` generic enum, a nested
  /// generic iterator, a library's generic function over the library's generic type (the
  /// last declaration of a file without a newline at its end: its body is carried too).
  static let nestedLibrary = #"""
    public struct Ring<Element>: Sequence {
      var storage: [Element]
      public init(_ xs: [Element]) { storage = xs }
      public struct Iterator: IteratorProtocol {
        var items: [Element]
        var i = 0
        public mutating func next() -> Element? {
          guard i < items.count else { return nil }
          defer { i += 1 }
          return items[i]
        }
      }
      public func makeIterator() -> Iterator { Iterator(items: storage) }
    }
    public indirect enum Tree<T: Comparable> {
      case leaf
      case node(Tree, T, Tree)
      public func inserting(_ x: T) -> Tree {
        switch self {
        case .leaf: return .node(.leaf, x, .leaf)
        case let .node(l, v, r): return x < v ? .node(l.inserting(x), v, r) : .node(l, v, r.inserting(x))
        }
      }
      public var sorted: [T] {
        switch self {
        case .leaf: return []
        case let .node(l, v, r): return l.sorted + [v] + r.sorted
        }
      }
    }
    public func firstOf<T>(_ r: Ring<T>) -> T? { for x in r { return x }; return nil }
    """#

  static let nestedProgram = #"""
    import L
    let r = Ring(["a", "b", "c"])
    for x in r { print(x, terminator: " ") }
    print(firstOf(r)!, r.map { $0.uppercased() })
    var t = Tree<Int>.leaf
    for x in [5, 2, 8, 1] { t = t.inserting(x) }
    print(t.sorted)
    var it = Ring([1, 2]).makeIterator()
    print(it.next()!, it.next()!, it.next() as Any)
    """#

  @Test func indirectEnumsAndNestedTypesAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.nestedLibrary, program: Self.nestedProgram, in: dir)
      #expect(run.status == 0, "\(run.signaled) \(run.stderr)")
      #expect(run.stdout == """
        a b c a ["A", "B", "C"]
        [1, 2, 5, 8]
        1 2 nil

        """)
    }
  }

  /// A library's generic type's values as existentials, made in the library (its
  /// `protoFlip`, a `[any Shape]` it returns) and in the client (of a client's type as
  /// the argument too): each module makes the tables of the specializations it boxes, and
  /// both box a specialization with the same metadata, so a cast finds it either way.
  static let existentialLibrary = #"""
    public protocol Shape { func draw() -> String }
    public struct Square: Shape { public var n: Int; public init(n: Int) { self.n = n }; public func draw() -> String { "square \(n)" } }
    public struct Flipped<T: Shape>: Shape {
      public var shape: T
      public init(shape: T) { self.shape = shape }
      public func draw() -> String { shape is Square ? "flipped " + shape.draw() : "other " + shape.draw() }
    }
    public func protoFlip<T: Shape>(_ s: T) -> Shape { if s is Square { return Flipped(shape: s) }; return s }
    public func erased() -> [any Shape] { [Flipped(shape: Square(n: 1)), Square(n: 2)] }
    """#

  static let existentialProgram = #"""
    import L
    struct Dot: Shape { func draw() -> String { "." } }
    let shapes: [any Shape] = [Flipped(shape: Dot()), Flipped(shape: Square(n: 3)), protoFlip(Square(n: 4)), protoFlip(Dot())] + erased()
    for s in shapes { print(s.draw(), s is Flipped<Square>, s is Flipped<Dot>) }
    print(shapes)
    """#

  @Test(arguments: [[], ["-O"]]) func genericValuesAsExistentialsAcrossModules(_ flags: [String]) throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.existentialLibrary, program: Self.existentialProgram, in: dir,
                                                 flags: flags)
      #expect(run.status == 0, "\(run.signaled) \(run.stderr)")
      #expect(run.stdout == """
        other . false true
        flipped square 3 true false
        flipped square 4 true false
        . false false
        flipped square 1 true false
        square 2 false false
        [L.Flipped<main.Dot>(shape: main.Dot()), L.Flipped<L.Square>(shape: L.Square(n: 3)), L.Flipped<L.Square>(shape: L.Square(n: 4)), main.Dot(), L.Flipped<L.Square>(shape: L.Square(n: 1)), L.Square(n: 2)]

        """)
    }
  }
}
