import AST
import Testing

@testable import Parser

/// The one walk of the tree (`Sources/AST/Walk.swift`): every child it documents is
/// visited, once, checked against counts taken from the source text alone.
@Suite struct WalkTests {
  /// Every integer literal is distinct: 100-199 only in closures, 200-299 only in the
  /// bodies of nested declarations (a function and a type in a function, accessors),
  /// the rest anywhere else — case guards and patterns, conditions, default arguments,
  /// initial values, raw values, interpolations, ...
  static let source = """
    struct S {
      var stored: Int = 1 {
        willSet { print(200) }
        didSet { print(201) }
      }
      var computed: Int {
        get { return 202 }
        set { print(203) }
      }
      func method(a: Int = 2, b: [Int] = [3, 4]) -> Int { return a + 204 }
    }
    enum E: Int { case one = 5, two = 6 }
    enum P { case payload(Int, Int) }
    func f(_ x: Int, _ g: (Int) -> Int) -> Int {
      let c = { (y: Int) -> Int in y + 100 }
      if let z = Optional(7), z > 8 { print(z) }
      guard x > 9 else { return 10 }
      while x < 11 { break }
      repeat { print(12) } while x < 13
      defer { print(14) }
      for i in [15, 16] where i > 17 { print(i) }
      switch x {
      case 18, 19 where x > 20: print(21)
      case let v where v > 22: print(23)
      default: print(24)
      }
      if case .payload(25, let w) = P.payload(26, 27) { print(w) }
      let t = x > 28 ? 29 : 30
      print("a\\(31)b", [32: 33])
      var arr = [34]
      arr[35] = (36)
      func inner() -> Int { return 205 }
      struct Local { var v = 206 }
      return t + c(37) + g(38) + arr[39] + inner()
    }
    let global = 40
    var observed = 41 { didSet { print(207) } }
    print(f(42) { $0 + 101 })

    """

  /// The integer literals of the source, read from its text (digits not part of a name).
  static var literalsInText: [String] {
    var result: [String] = []
    var current = ""
    var inName = false
    for ch in source {
      if ch.isNumber && !inName {
        current.append(ch)
        continue
      }
      if !current.isEmpty { result.append(current) }
      current = ""
      inName = ch.isLetter || ch == "_" || ch == "$" || (inName && ch.isNumber)
    }
    return result.sorted()
  }

  /// The integer literals a walk visits, in order.
  func literals(_ walk: ASTWalk, from root: Node, skipping: (Node) -> Bool = { _ in false }) -> [String] {
    var seen: [String] = []
    walk.walk(root) { node in
      if let l = node as? IntegerLiteralExpr { seen.append(l.text) }
      return skipping(node) ? .skipChildren : .visitChildren
    }
    return seen
  }

  @Test func everyChildIsVisitedOnce() throws {
    let p = Parsed(Self.source)
    #expect(p.errors.isEmpty)
    let all = ASTWalk(entersClosures: true, entersNestedDeclarations: true)
    #expect(literals(all, from: p.tree).sorted() == Self.literalsInText)
    // Types too: every `Int` of the text is a type here.
    var ints = 0
    all.walk(p.tree) { node in
      if let t = node as? IdentTypeRepr, t.name == "Int" { ints += 1 }
      return .visitChildren
    }
    let intsInText = Self.source.split(whereSeparator: { !$0.isLetter }).filter { $0 == "Int" }.count
    #expect(ints == intsInText)
  }

  @Test func closuresAndNestedDeclarationsOnlyWhenAsked() throws {
    let p = Parsed(Self.source)
    let inText = Self.literalsInText
    func expected(_ keep: (Int) -> Bool) -> [String] { inText.filter { keep(Int($0)!) } }
    // From the file: its functions and types are nested declarations.
    #expect(literals(ASTWalk(), from: p.tree).sorted() == ["40", "41", "42"])
    #expect(literals(ASTWalk(entersClosures: true), from: p.tree).sorted() == ["101", "40", "41", "42"])
    // From a function: its body, not its closures, local function and type.
    let f = try #require(p.tree.decls.first { ($0 as? FuncDecl)?.name == "f" })
    #expect(literals(ASTWalk(), from: f).sorted() == expected { $0 >= 7 && $0 <= 39 })
    #expect(literals(ASTWalk(entersClosures: true), from: f).sorted() == expected { ($0 >= 7 && $0 <= 39) || $0 == 100 })
    #expect(literals(ASTWalk(entersNestedDeclarations: true), from: f).sorted()
            == expected { ($0 >= 7 && $0 <= 39) || $0 == 205 || $0 == 206 })
    // From a type: it is the starting node, entered; its accessors and methods (with
    // their default arguments) are not, unless asked.
    let s = try #require(p.tree.decls.first { $0 is StructDecl })
    #expect(literals(ASTWalk(), from: s) == ["1"])
    #expect(literals(ASTWalk(entersNestedDeclarations: true), from: s)
            == ["1", "200", "201", "202", "203", "2", "3", "4", "204"])
  }

  @Test func skippedChildrenAndPostOrder() throws {
    let p = Parsed(Self.source)
    let f = try #require(p.tree.decls.first { ($0 as? FuncDecl)?.name == "f" })
    // Skipping a switch skips its cases, their patterns, guards and bodies.
    let withoutSwitch = literals(ASTWalk(), from: f, skipping: { $0 is SwitchStmt })
    #expect(withoutSwitch.sorted() == Self.literalsInText.filter { (7...39).contains(Int($0)!) && !(18...24).contains(Int($0)!) })
    // Pre-order in source order, each node's post after its children.
    #expect(literals(ASTWalk(), from: f).map { Int($0)! } == Array(7...39))
    var stack: [Node] = []
    var balanced = true
    ASTWalk(entersClosures: true, entersNestedDeclarations: true).walk(p.tree) { node in
      stack.append(node)
      return .visitChildren
    } post: { node in
      if stack.popLast() !== node { balanced = false }
    }
    #expect(balanced && stack.isEmpty)
  }
}
