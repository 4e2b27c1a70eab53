/// What swiftc's `-dump-ast` shows of closures, and of what closures and functions
/// capture, worked out once from the typed tree for the dumper:
/// - a closure's `discriminator=`: its number among the closures of its context, in
///   source order. A context is the file's top-level code (all of it: `let a = xs.map {
///   ... }` on one line and `let b = { ... }()` on the next are closures 0 and 1), a
///   function's, initializer's or accessor's body, a closure's body, a property's
///   initializer, a default argument;
/// - `captures=(...)`: what a closure or a function uses from outside its body: the
///   variables, parameters and local functions of enclosing bodies (Sema's `captures`), a
///   closure's capture list (`[weak self]`), and the file's top-level variables (a main
///   file's globals, which swiftc lists too), in the order the body first names them.
///   A capture is `<direct>` when the body names it itself, not only through a nested
///   closure or local function (a local function is never `<direct>`), and `<noescape>`
///   follows in a non-escaping closure (`map { $0 + k }`).
struct ClosureDumpInfo {
  /// One capture as swiftc lists it.
  struct Capture {
    let decl: ValueDecl
    var isDirect: Bool
  }

  /// Each explicit closure's number in its context.
  private(set) var discriminators: [ObjectIdentifier: Int] = [:]
  /// The variables of the file's top-level code.
  private var topLevelVariables: Set<ObjectIdentifier> = []
  private var memo: [ObjectIdentifier: [Capture]] = [:]

  init(root: Node) {
    var counters: [Int] = [0]
    var bodyDepth = 0
    /// Does `node` start a context of its own (its closures numbered from 0)?
    func isContext(_ node: Node) -> Bool {
      switch node {
      case is ClosureExpr, is AbstractFunctionDecl: true
      // (A property's initializer, a global's of a library file; not a local's, nor one
      // of top-level code.)
      case is PatternBindingDecl: bodyDepth == 0
      case let p as ParamDecl: p.defaultValue != nil
      default: false
      }
    }
    var discriminators: [ObjectIdentifier: Int] = [:]
    var topLevelVariables: Set<ObjectIdentifier> = []
    ASTWalk(entersClosures: true, entersNestedDeclarations: true).walk(root, pre: { node in
      if let c = node as? ClosureExpr, !c.isAutoclosure {
        discriminators[ObjectIdentifier(c)] = counters[counters.count - 1]
        counters[counters.count - 1] += 1
      }
      if let t = node as? TopLevelCodeDecl {
        for case .decl(let p as PatternBindingDecl) in t.body.elements {
          for entry in p.entries {
            for v in entry.pattern.boundVariables { topLevelVariables.insert(ObjectIdentifier(v)) }
          }
        }
      }
      if isContext(node) { counters.append(0) }
      if node is ClosureExpr || node is AbstractFunctionDecl || node is TopLevelCodeDecl { bodyDepth += 1 }
      return .visitChildren
    }, post: { node in
      if node is ClosureExpr || node is AbstractFunctionDecl || node is TopLevelCodeDecl { bodyDepth -= 1 }
      if isContext(node) { counters.removeLast() }
    })
    self.discriminators = discriminators
    self.topLevelVariables = topLevelVariables
  }

  /// What closure `c` captures.
  mutating func captures(of c: ClosureExpr) -> [Capture] {
    captures(of: c, own: c.captures + c.captureList.map(\.decl))
  }

  /// What function `f` captures: a local function what Sema found, any function the
  /// file's top-level variables it uses.
  mutating func captures(of f: AbstractFunctionDecl) -> [Capture] {
    captures(of: f, own: f.captures ?? [])
  }

  private mutating func captures(of root: Node, own: [ValueDecl]) -> [Capture] {
    if let known = memo[ObjectIdentifier(root)] { return known }
    var capturable = topLevelVariables
    for d in own { capturable.insert(ObjectIdentifier(d)) }
    var result: [Capture] = []
    var index: [ObjectIdentifier: Int] = [:]
    func add(_ d: ValueDecl, direct: Bool) {
      let id = ObjectIdentifier(d)
      guard capturable.contains(id) else { return }
      if let i = index[id] {
        if direct { result[i].isDirect = true }
      } else {
        index[id] = result.count
        result.append(Capture(decl: d, isDirect: direct))
      }
    }
    ASTWalk().walk(root, pre: { node in
      if node === root { return .visitChildren }
      switch node {
      case let r as DeclRefExpr:
        add(r.decl, direct: !(r.decl is FuncDecl))
      case let c as ClosureExpr:
        // What a nested closure or local function captures from outside this body too.
        for inner in captures(of: c) { add(inner.decl, direct: false) }
        return .skipChildren
      case let f as AbstractFunctionDecl where f.captures != nil:
        for inner in captures(of: f) { add(inner.decl, direct: false) }
        return .skipChildren
      default:
        break
      }
      return .visitChildren
    })
    memo[ObjectIdentifier(root)] = result
    return result
  }
}
