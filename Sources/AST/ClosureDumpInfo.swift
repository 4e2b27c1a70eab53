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
///   follows in a non-escaping closure (`map { $0 + k }`);
/// - in a generic context, `captures=(<generic> ... type=T, type=τ_0_0)`: whether the
///   body uses the generic parameters, and the types it uses them in, in the order swiftc
///   meets them (its `TypeCheckCaptures`): the body's expressions in pre-order, each
///   expression's type (the parameters as archetypes, `T`, `S.Element`), a captured
///   value's interface type (as `τ_0_0`) where it is named; then the closure's own type,
///   or the function's interface type (`self`'s type first). A nested closure or local
///   function hands on its values and whether it uses the parameters, not its types;
/// - which `self` parameters have the type swiftc computed (`interface_type=` in the
///   dump): those a body uses, those of the methods and initializers something calls,
///   those of a type's implicit initializers once one of them is called.
struct ClosureDumpInfo {
  /// One capture as swiftc lists it.
  struct Capture {
    let decl: ValueDecl
    var isDirect: Bool
  }

  /// A type a body uses from its generic context: a parameter or a member of one as an
  /// archetype (`T`, `S.Element`), or a parameter as an interface type (`τ_0_0`, named by
  /// the dumper, which knows the depths).
  enum CapturedType {
    case archetype(String)
    case parameter(GenericTypeParamDecl)
  }

  /// What a closure or function captures: its values, whether it uses its context's
  /// generic parameters (`<generic>`), and the types it uses them in.
  struct Captures {
    var values: [Capture] = []
    var isGeneric = false
    var types: [CapturedType] = []
    private var seenTypes: Set<String> = []
    /// The generic parameters in scope, if only some are (a callee's own parameters,
    /// left in the type of a reference to it, are not the context's).
    fileprivate var inScope: Set<ObjectIdentifier>?

    init() {}

    var isEmpty: Bool { values.isEmpty && !isGeneric }

    /// Records the generic parameters in `type`, in swiftc's walk order (a type before
    /// the types in it), as archetypes or as interface types.
    mutating func use(_ type: SwiftType?, interface: Bool) {
      guard let type else { return }
      func record(_ t: CapturedType, key: String) {
        isGeneric = true
        if seenTypes.insert(key).inserted { types.append(t) }
      }
      func walk(_ t: SwiftType) {
        switch t {
        case .genericParameter(let p):
          if let inScope, !inScope.contains(ObjectIdentifier(p)) { return }
          if interface {
            record(.parameter(p), key: "τ\(ObjectIdentifier(p))")
          } else {
            record(.archetype(p.name), key: p.name)
          }
        case .dependentMember(let base, _):
          if case .opaque = base { return }
          if interface {
            walk(base)
          } else {
            // `S.Element` is one archetype; its base is not walked.
            var root = base
            while case .dependentMember(let b, _) = root { root = b }
            if case .genericParameter(let p) = root, inScope?.contains(ObjectIdentifier(p)) ?? true {
              record(.archetype(t.description), key: t.description)
            }
          }
        case .optional(let e), .array(let e), .set(let e), .metatype(let e), .range(_, let e): walk(e)
        case .dictionary(let k, let v): walk(k); walk(v)
        case .tuple(let ts, _): ts.forEach(walk)
        case .function(let f): f.parameters.forEach { walk($0.type) }; walk(f.result)
        case .boundGeneric(_, let args), .opaque(_, let args): args.forEach(walk)
        case .int, .double, .bool, .string, .void, .nominal, .existential, .error, .character, .stringIndex,
             .substring, .sizedInteger, .any, .anyObject:
          break
        }
      }
      walk(type)
    }
  }

  /// Each explicit closure's number in its context.
  private(set) var discriminators: [ObjectIdentifier: Int] = [:]
  /// The variables of the file's top-level code.
  private var topLevelVariables: Set<ObjectIdentifier> = []
  /// The generic parameters in scope in each closure and function (its own included).
  private var genericScopes: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
  /// The `self` parameters some body uses (swiftc computes the type of those only).
  private(set) var usedSelfParameters: Set<ObjectIdentifier> = []
  /// The types whose implicit (memberwise or default) initializer something calls.
  private(set) var typesWithCalledImplicitInitializers: Set<ObjectIdentifier> = []
  /// The functions and initializers (not accessors) something names: swiftc computes
  /// the type of their `self` when it checks a call.
  private(set) var referencedFunctions: Set<ObjectIdentifier> = []
  private var memo: [ObjectIdentifier: Captures] = [:]

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
    var genericScopes: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    var usedSelfParameters: Set<ObjectIdentifier> = []
    var typesWithCalledImplicitInitializers: Set<ObjectIdentifier> = []
    var referencedFunctions: Set<ObjectIdentifier> = []
    var scope: [[GenericTypeParamDecl]] = []
    /// The generic parameters `node` declares.
    func parameters(of node: Node) -> [GenericTypeParamDecl]? {
      switch node {
      case let p as ProtocolDecl: [p.selfParameter]
      case let n as NominalTypeDecl: n.genericParameters
      case let e as ExtensionDecl:
        (e.extendedNominal as? ProtocolDecl).map { [$0.selfParameter] } ?? e.extendedNominal?.genericParameters ?? []
      case let f as AbstractFunctionDecl: f.genericParameters
      default: nil
      }
    }
    ASTWalk(entersClosures: true, entersNestedDeclarations: true).walk(root, pre: { node in
      if let own = parameters(of: node) { scope.append(own) }
      if node is ClosureExpr || node is AbstractFunctionDecl {
        genericScopes[ObjectIdentifier(node)] = Set(scope.joined().map(ObjectIdentifier.init))
      }
      switch node {
      case let r as DeclRefExpr:
        if let p = r.decl as? ParamDecl, p.name == "self" { usedSelfParameters.insert(ObjectIdentifier(p)) }
        if r.decl is FuncDecl && !(r.decl is AccessorDecl) || r.decl is ConstructorDecl {
          referencedFunctions.insert(ObjectIdentifier(r.decl))
        }
        if let c = r.decl as? ConstructorDecl, c.isMemberwise, let t = c.parent {
          typesWithCalledImplicitInitializers.insert(ObjectIdentifier(t))
        }
      case let o as OtherConstructorDeclRefExpr:
        referencedFunctions.insert(ObjectIdentifier(o.decl))
        if o.decl.isMemberwise, let t = o.decl.parent { typesWithCalledImplicitInitializers.insert(ObjectIdentifier(t)) }
      case let s as SuperRefExpr:
        if let p = s.selfDecl { usedSelfParameters.insert(ObjectIdentifier(p)) }
      default:
        break
      }
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
      if parameters(of: node) != nil { scope.removeLast() }
      if node is ClosureExpr || node is AbstractFunctionDecl || node is TopLevelCodeDecl { bodyDepth -= 1 }
      if isContext(node) { counters.removeLast() }
    })
    self.discriminators = discriminators
    self.topLevelVariables = topLevelVariables
    self.genericScopes = genericScopes
    self.usedSelfParameters = usedSelfParameters
    self.typesWithCalledImplicitInitializers = typesWithCalledImplicitInitializers
    self.referencedFunctions = referencedFunctions
  }

  /// What closure `c` captures; its own type last (the parameters as archetypes).
  mutating func captures(of c: ClosureExpr) -> Captures {
    captures(of: c, own: c.captures + c.captureList.map(\.decl)) { $0.use(c.type, interface: false) }
  }

  /// What function `f` captures: a local function what Sema found, any function the
  /// file's top-level variables it uses; in a generic context, a generic function (its
  /// own parameters) always uses the parameters, and `selfType` (a member's `self`, as
  /// its extension constrains it: `Box<A, A>` where `A == B`) and `f`'s interface type
  /// come last. An implicit initializer's body is not looked at (swiftc synthesizes it
  /// after), but for an inherited one's.
  mutating func captures(of f: AbstractFunctionDecl, selfType: SwiftType?) -> Captures {
    let synthesized = (f as? ConstructorDecl).map { $0.isImplicit && !$0.isInherited } ?? false
    return captures(of: f, own: f.captures ?? [], walksBody: !synthesized) { c in
      if !f.genericParameters.isEmpty { c.isGeneric = true }
      c.use(selfType, interface: true)
      c.use(f.interfaceType, interface: true)
    }
  }

  private mutating func captures(of root: Node, own: [ValueDecl], walksBody: Bool = true,
                                 finish: (inout Captures) -> Void) -> Captures {
    if let known = memo[ObjectIdentifier(root)] { return known }
    var capturable = topLevelVariables
    for d in own { capturable.insert(ObjectIdentifier(d)) }
    var result = Captures()
    result.inScope = genericScopes[ObjectIdentifier(root)]
    var index: [ObjectIdentifier: Int] = [:]
    func add(_ d: ValueDecl, direct: Bool) {
      let id = ObjectIdentifier(d)
      guard capturable.contains(id) else { return }
      if let i = index[id] {
        if direct { result.values[i].isDirect = true }
      } else {
        index[id] = result.values.count
        result.values.append(Capture(decl: d, isDirect: direct))
      }
      result.use(d.interfaceType, interface: true)
    }
    /// What a nested closure or local function captures from outside this body too.
    func propagate(_ inner: Captures) {
      for c in inner.values { add(c.decl, direct: false) }
      if inner.isGeneric { result.isGeneric = true }
    }
    if walksBody {
      ASTWalk().walk(root, pre: { node in
        if node === root { return .visitChildren }
        if let e = node as? Expr { result.use(e.type, interface: false) }
        // swiftc walks a `for`-`in`'s iterator, made from the sequence, before it.
        if let f = node as? ForEachStmt, let it = f.iterator { result.use(it.makeIterator.type, interface: false) }
        // A returned value becomes the opaque result type, `some P` of the context's
        // arguments (swiftc's `underlying_to_opaque_expr`).
        if let r = node as? ReturnStmt, r.result != nil, let f = root as? AbstractFunctionDecl,
          case .function(let t)? = f.interfaceType, case .opaque = t.result
        {
          result.use(t.result, interface: false)
        }
        switch node {
        case let r as DeclRefExpr:
          add(r.decl, direct: !(r.decl is FuncDecl))
        case let c as ClosureExpr:
          propagate(captures(of: c))
          return .skipChildren
        case let f as AbstractFunctionDecl where f.captures != nil:
          propagate(captures(of: f, selfType: nil))
          return .skipChildren
        default:
          break
        }
        return .visitChildren
      })
    }
    finish(&result)
    memo[ObjectIdentifier(root)] = result
    return result
  }
}
