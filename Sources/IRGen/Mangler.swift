import AST

/// What the mangler needs to know about declarations beyond the tree: the module a
/// declaration belongs to and, for `private`/`fileprivate` ones, its file's private
/// discriminator.
protocol ManglingContext: AnyObject {
  /// The name of the module that declares `decl` (a top-level function, variable or type).
  func moduleName(of decl: Decl) -> String
  /// swiftc's private discriminator for the file declaring `decl`: `_` followed by the
  /// uppercase hex MD5 of the module name and the file's base name.
  func privateDiscriminator(of decl: Decl) -> String
}

/// Swift's symbol mangling (swift/docs/ABI/Mangling.rst), for the symbols IRGen defines:
/// functions, methods, initializers, deinitializers, accessors, variables, type metadata,
/// protocol witness tables and witness thunks. It follows swiftc's ASTMangler, including
/// substitutions (`AA`, `A2aD`), standard substitutions (`Si`, `S2S`) and word
/// substitutions inside identifiers (`0A7Address`), so `swift demangle` reads the names
/// back as Swift names and the symbols match what swiftc emits for the same declaration.
struct Mangler {
  /// The kinds of accessor suffixes (`vg`, `vs`, `vau`...).
  enum AccessorKind: String {
    case getter = "g", setter = "s", modify = "M", unsafeMutableAddressor = "au", willSet = "w", didSet = "W"
  }

  private unowned let context: ManglingContext
  private var buffer: [UInt8] = []
  private var substitutions: [SubstitutionKey: Int] = [:]
  /// The declarations whose entity is being mangled: in its own signature an opaque
  /// result type of one is `Qr`.
  private var opaqueOwners: [ObjectIdentifier] = []
  private var words: [(start: Int, length: Int)] = []
  private var merging = SubstitutionMerging()
  /// Symbol -> the declaration it was mangled from, for `-emit-sil`'s comments; nil (not
  /// kept) unless `IRGen.silListing` turns it on.
  var entities: [String: MangledEntity]? = nil

  private enum SubstitutionKey: Hashable {
    case identifier(String)
    case decl(ObjectIdentifier)
    /// A bound generic type (`SaySiG`) or an optional (`SiSg`), by its spelling.
    case type(String)
  }

  init(context: ManglingContext) {
    self.context = context
  }

  // MARK: - Entry points

  /// A global or member function: `$s4main1f_2toS2i_SitF`.
  mutating func function(_ f: FuncDecl) -> String {
    begin()
    appendFunctionEntity(f)
    return finish(.function(f))
  }

  /// A specialization of a generic function for concrete generic arguments, as swiftc's
  /// generic specializer names it: the function, then the arguments (the first followed
  /// by `_`), then `Tg5` — `$s4main7largestyxSayxGSLRzlFSi_Tg5`.
  /// A member of a generic struct is named the same way, with the struct's arguments
  /// first (`$s4main5StackV4pushyyxFSS_Tg5`: `Stack<String>.push`).
  mutating func specialization(_ f: AbstractFunctionDecl, _ arguments: [SwiftType], allocating: Bool = true) -> String {
    begin()
    switch f {
    case let a as AccessorDecl:
      let kind: AccessorKind = switch a.accessorKind {
      case .get: .getter
      case .set: .setter
      case .willSet: .willSet
      case .didSet: .didSet
      case .unsafeMutableAddress: .unsafeMutableAddressor
      // (Swift's `_modify`, which it stands for.)
      case .unsafeMutablePayloadAddress: .modify
      }
      if let storage = a.storage { appendAccessorEntity(storage, kind) }
    case let c as ConstructorDecl: appendConstructorEntity(c, allocating: allocating)
    case let fd as FuncDecl: appendFunctionEntity(fd)
    default: appendDeclName(f)
    }
    for (i, t) in arguments.enumerated() {
      appendType(t)
      if i == 0 { appendOperator("_") }
    }
    appendOperator("Tg5")
    return finish(.specialization(f, arguments))
  }

  /// `<context> <name> <signature> F [Z]`: a function as an entity.
  private mutating func appendFunctionEntity(_ f: FuncDecl) {
    appendEntity(f, kind: "F") { m in
      m.appendFunctionLabelsAndSignature(f)
      m.appendGenericSignature(f.genericParameters)
    }
  }

  /// `<context> <name> <signature> <kind> [Z]`: a function or variable as an entity (its
  /// own symbol, or the owner of an opaque result type, whose own signature says `Qr`).
  private mutating func appendEntity(_ d: ValueDecl, kind: String, signature: (inout Mangler) -> Void) {
    opaqueOwners.append(ObjectIdentifier(d))
    defer { opaqueOwners.removeLast() }
    appendContext(of: d)
    appendDeclName(d)
    signature(&self)
    appendOperator(kind)
    if d.isStaticMember { appendOperator("Z") }
  }

  /// `<T: Comparable, U>`: each requirement (`SLRz`: protocol, `R`, parameter index;
  /// a superclass first: `5ShapeCRbz`), then the parameter count when more than one
  /// (`r0_` for two), then `l`. `constraints` and `superclass` give each parameter's
  /// requirements (by default its own; a constrained extension's are its `where` clause's,
  /// with its same-type requirements: `SiRsz` for `A == Int`, `q_Rsz` for `A == B`).
  private mutating func appendGenericSignature(
    _ params: [GenericTypeParamDecl],
    countsParameters: Bool = true,
    constraints: (GenericTypeParamDecl) -> [ProtocolDecl] = { $0.conformsTo },
    superclass: (GenericTypeParamDecl) -> ClassDecl? = { $0.superclass },
    sameTypes: (GenericTypeParamDecl) -> [SwiftType] = { _ in [] }
  ) {
    guard !params.isEmpty else { return }
    for (i, g) in params.enumerated() {
      for t in sameTypes(g) {
        appendType(t)
        appendOperator("Rs")
        appendOperator(i == 0 ? "z" : i == 1 ? "_" : "\(i - 2)_")
      }
      if let sup = superclass(g) {
        appendType(.nominal(sup))
        appendOperator("Rb")
        appendOperator(i == 0 ? "z" : i == 1 ? "_" : "\(i - 2)_")
      }
      for p in constraints(g) {
        appendProtocolName(p)
        appendOperator("R")
        appendOperator(i == 0 ? "z" : i == 1 ? "_" : "\(i - 2)_")
      }
    }
    if params.count > 1 {
      appendOperator(!countsParameters ? "r" : params.count == 2 ? "r0_" : "r\(params.count - 2)_")
    }
    appendOperator("l")
  }

  /// An initializer: allocating (`fC`, allocates then initializes) or initializing
  /// (`fc`, initializes an allocated class instance).
  mutating func constructor(_ c: ConstructorDecl, allocating: Bool) -> String {
    begin()
    appendConstructorEntity(c, allocating: allocating)
    return finish(.constructor(c, allocating: allocating))
  }

  private mutating func appendConstructorEntity(_ c: ConstructorDecl, allocating: Bool) {
    appendContext(of: c)
    appendLabels(c.parameters.parameters)
    // The type: (params) -> Self, as a plain function type.
    if let selfType = c.enclosingNominal {
      appendType(selfType.selfInterfaceType)
      if c.isFailable { appendOperator("Sg") }
    } else {
      appendOperator("y")
    }
    // The implicit memberwise initializer stores its closure parameters: escaping.
    appendParameters(c.parameters.parameters, escaping: c.isMemberwise)
    if c.isAsync { appendOperator("Ya") }
    if c.isThrowing { appendOperator("K") }
    appendOperator("c")
    // A generic initializer's own signature, then `u` (`xcSTRzlufC`: `init<S:
    // Sequence>(_: S)`); one of a generic type's would number its parameters at depth 1.
    if !c.genericParameters.isEmpty, c.enclosingNominal?.genericParameters.isEmpty ?? true {
      appendGenericSignature(c.genericParameters)
      appendOperator("u")
    }
    appendOperator(allocating ? "fC" : "fc")
  }

  /// A class's `deinit` (`fd`, runs the body and destroys the stored properties) or its
  /// deallocating deinit (`fD`, what the metadata's destroy entry points to).
  mutating func destructor(of type: NominalTypeDecl, deallocating: Bool) -> String {
    begin()
    appendAnyGenericType(type)
    appendOperator(deallocating ? "fD" : "fd")
    return finish(.destructor(type, deallocating: deallocating))
  }

  /// A property accessor: `$s4main5ShapeC8computedSivg`, `...SivgZ` for a static one.
  mutating func accessor(_ v: VarDecl, _ kind: AccessorKind) -> String {
    begin()
    appendAccessorEntity(v, kind)
    return finish(.accessor(v, kind))
  }

  /// A variable's storage: a global (`$s4main9globalVarSivp`) or static property
  /// (`$s4main6ConfigV8launchesSivpZ`).
  mutating func variable(_ v: VarDecl) -> String {
    begin()
    appendVariableEntity(v)
    return finish(.variable(v))
  }

  /// `<context> <name> <type> vp [Z]`: a variable as an entity (its storage, or the
  /// owner of an opaque result type).
  private mutating func appendVariableEntity(_ v: VarDecl) {
    appendEntity(v, kind: "vp") { m in m.appendVariableType(v) }
  }

  /// The one-time initialization function (`_WZ`) or token (`_Wz`) of a lazily
  /// initialized global or static property.
  mutating func onceInitializer(_ v: VarDecl, token: Bool) -> String {
    begin()
    appendContext(of: v)
    appendDeclName(v)
    appendOperator(token ? "_Wz" : "_WZ")
    return finish(.onceInitializer(v, token: token))
  }

  /// The one-time initializer (or token) of a pattern binding of several globals,
  /// `let (lo, hi) = ...`: `$s1L2lo_2hi_WZ`.
  mutating func onceInitializer(patternVariables vars: [VarDecl], token: Bool) -> String {
    guard vars.count > 1 else { return onceInitializer(vars[0], token: token) }
    begin()
    appendContext(of: vars[0])
    for (i, v) in vars.enumerated() {
      appendDeclName(v)
      if i == 0 { appendOperator("_") }
    }
    appendOperator(token ? "_Wz" : "_WZ")
    return finish(.patternOnceInitializer(vars, token: token))
  }

  /// Type metadata: `$s4main5ShapeCN`.
  mutating func typeMetadata(_ type: NominalTypeDecl) -> String {
    begin()
    appendAnyGenericType(type)
    appendOperator("N")
    return finish(.typeMetadata(type))
  }

  /// A type's mangling without `$s` (`4main5StackVySiG`), as swiftc names the LLVM
  /// struct type of a bound generic struct (`%T4main5StackVySiG`).
  mutating func typeName(_ t: SwiftType) -> String {
    begin()
    appendType(t)
    return String(decoding: buffer.dropFirst(2), as: UTF8.self)
  }

  /// A value witness of a struct, used for the heap box an existential keeps a struct
  /// value in: `wCP` ("initializeBufferWithCopyOfBuffer": copy a box), `WOh` ("outlined
  /// destroy": release the boxed value's fields).
  mutating func valueWitness(_ type: NominalTypeDecl, _ suffix: String) -> String {
    begin()
    appendAnyGenericType(type)
    appendOperator(suffix)
    return finish(.valueWitness(type, suffix))
  }

  /// A protocol witness table: `$s4main3TagVAA5NamedAAWP`.
  mutating func witnessTable(_ conformance: ProtocolConformance) -> String {
    begin()
    appendConformance(conformance)
    appendOperator("WP")
    return finish(.witnessTable(conformance))
  }

  /// A protocol witness thunk: `$s4main3TagVAA5NamedA2aDP4nameSSvgTW`.
  mutating func witnessThunk(
    _ conformance: ProtocolConformance, requirement: ValueDecl, accessor: AccessorKind?
  ) -> String {
    begin()
    appendConformance(conformance)
    if let f = requirement as? FuncDecl {
      appendContext(of: f)
      appendDeclName(f)
      appendFunctionLabelsAndSignature(f)
      appendOperator("F")
      if f.isStaticMember { appendOperator("Z") }
    } else if let v = requirement as? VarDecl {
      appendAccessorEntity(v, accessor ?? .getter)
    }
    appendOperator("TW")
    return finish(.witnessThunk(conformance, requirement: requirement, accessor: accessor))
  }

  // MARK: - Entities

  private mutating func appendAccessorEntity(_ v: VarDecl, _ kind: AccessorKind) {
    opaqueOwners.append(ObjectIdentifier(v))
    defer { opaqueOwners.removeLast() }
    appendContext(of: v)
    if let s = v as? SubscriptDecl {
      // A subscript has no name; its labels and type `(indices) -> Element` say which
      // one it is: `$s4main9TimesTableVyS2icig`.
      appendLabels(s.indices.parameters)
      appendResult(s.interfaceType ?? .error)
      appendParameters(s.indices.parameters)
      appendOperator("ci")
      appendOperator(kind.rawValue)
      if v.isStaticMember { appendOperator("Z") }
      return
    }
    appendDeclName(v)
    appendVariableType(v)
    appendOperator("v")
    appendOperator(kind.rawValue)
    if v.isStaticMember && kind != .unsafeMutableAddressor { appendOperator("Z") }
  }

  /// A variable's type; one of function type with parameters first gets the empty label
  /// list `y`, as
  /// swiftc mangles it (`$s4main6doubleyS2icvp`).
  private mutating func appendVariableType(_ v: VarDecl) {
    let t = v.interfaceType ?? .error
    if case .function(let ft) = t, !ft.parameters.isEmpty { appendOperator("y") }
    appendType(t)
  }


  /// The generic signature of a constrained extension of `n` (`SQRzl`: `Element:
  /// Equatable`), which makes the extension a context of its own. The type's generic
  /// parameters are not counted again (`SQR_rl` for `Value: Equatable` of a
  /// `Dictionary<Key, Value>`, where a generic function's two parameters are `r0_l`).
  private mutating func appendExtensionSignature(_ ext: ExtensionDecl, of n: NominalTypeDecl) {
    appendGenericSignature(
      n.genericParameters,
      countsParameters: false,
      constraints: { g in
        ext.whereClause.compactMap { r in
          guard case .genericParameter(let s)? = r.subject.resolved, s === g,
            case .existential(let p)? = r.constraint.resolved
          else { return nil }
          return p
        }
      },
      superclass: { _ in nil },
      sameTypes: { g in
        // `A == B` is on the earlier parameter, the later one its type.
        ext.whereClause.compactMap { r in
          guard r.kind == .sameType, let a = r.subject.resolved, let b = r.constraint.resolved else { return nil }
          let ia = a.genericParameterDecl.flatMap { p in n.genericParameters.firstIndex { $0 === p } }
          let ib = b.genericParameterDecl.flatMap { p in n.genericParameters.firstIndex { $0 === p } }
          switch (ia, ib) {
          case (let x?, let y?) where x != y: return n.genericParameters[min(x, y)] === g ? (x < y ? b : a) : nil
          case (_?, nil): return a.genericParameterDecl === g ? b : nil
          case (nil, _?): return b.genericParameterDecl === g ? a : nil
          default: return nil
          }
        }
      })
  }

  private mutating func appendContext(of d: Decl) {
    if let n = Mangler.contextNominal(of: d), let t = n.builtinType {
      // A member of an extension of a built-in type: `Sd4mainE` (Double, extended in main);
      // `Sa4mainE` (Array; `SD` Dictionary, `Sh` Set, `Sq` Optional: the generic type
      // itself), `Sa4mainSQRzlE` in `extension Array where Element: Equatable`.
      // In module Swift itself an unconstrained extension is the type's own context
      // (`$sSa3map...`), as swiftc's members of Array are.
      switch t {
      case .array: appendStandardSubstitution("a")
      case .dictionary: appendStandardSubstitution("D")
      case .set: appendStandardSubstitution("h")
      case .optional: appendStandardSubstitution("q")
      case .range(let kind, let bound):
        // `extension Range<Int>` is swiftc's `extension Range where Bound == Int`, a
        // constrained extension: `Sn4mainSiRszrlE` (`Sn` Range, `SN` ClosedRange; `SiRsz`
        // its one parameter the same type as Int, `rl` a signature with no parameter left).
        appendStandardSubstitution(kind == .halfOpen ? "n" : "N")
        appendModule(context.moduleName(of: d))
        appendType(bound)
        appendOperator("RszrlE")
        return
      default: appendType(t)
      }
      let ext = Mangler.contextExtension(of: d).flatMap { $0.whereClause.isEmpty ? nil : $0 }
      let module = context.moduleName(of: d)
      if ext == nil && module == "Swift" { return }
      appendModule(module)
      if let ext { appendExtensionSignature(ext, of: n) }
      appendOperator("E")
    } else if let n = Mangler.contextNominal(of: d) {
      appendAnyGenericType(n)
      // A constrained extension is a context of its own: `AASQRzlE` (the module, the
      // extension's generic signature, `E`).
      if n is ProtocolDecl, Mangler.contextExtension(of: d) != nil {
        // A protocol extension is a context of its own: `5ShapePAAE` (the module, `E`).
        appendModule(context.moduleName(of: n))
        appendOperator("E")
      } else if let ext = Mangler.contextExtension(of: d), !ext.whereClause.isEmpty {
        appendModule(context.moduleName(of: n))
        appendExtensionSignature(ext, of: n)
        appendOperator("E")
      }
    } else {
      appendModule(context.moduleName(of: d))
    }
  }

  /// The extension declaring `d`, if any (an accessor's: its storage's).
  static func contextExtension(of d: Decl) -> ExtensionDecl? {
    var p = d.parent
    while let q = p, q is AccessorDecl || q is PatternBindingDecl || q is TopLevelCodeDecl {
      p = q is AccessorDecl ? (q as? AccessorDecl)?.storage?.parent : q.parent
    }
    return p as? ExtensionDecl
  }

  /// The type a symbol names `d` as a member of (an extension's extended type), or nil
  /// when its context is the module. An accessor's context is its storage's.
  static func contextNominal(of d: Decl) -> NominalTypeDecl? {
    var p = d.parent
    while let q = p, q is AccessorDecl || q is PatternBindingDecl || q is TopLevelCodeDecl {
      p = q is AccessorDecl ? (q as? AccessorDecl)?.storage?.parent : q.parent
    }
    switch p {
    case let n as NominalTypeDecl: return n
    case let e as ExtensionDecl: return e.extendedNominal
    default: return nil
    }
  }

  private mutating func appendModule(_ name: String) {
    if name == "Swift" {
      appendOperator("s")
    } else {
      appendIdentifier(name)
    }
  }

  private mutating func appendDeclName(_ d: ValueDecl) {
    if let f = d as? FuncDecl, f.isOperator {
      appendOperatorName(f)
      return
    }
    appendIdentifier(d.name)
    if let access = d.modifiers.access, access <= .fileprivate {
      appendIdentifier(context.privateDiscriminator(of: d))
      appendOperator("LL")
    }
  }

  /// A struct, class, enum or protocol (as a context): `4main5ShapeC`, with substitution.
  private mutating func appendAnyGenericType(_ n: NominalTypeDecl) {
    if let p = n as? ProtocolDecl, let s = Mangler.standardSubstitution(of: p) {
      // `SQ`, Swift.Equatable, with its `P` (the context of `extension Equatable`: `SQsE`).
      appendStandardSubstitution(s)
      return
    }
    if n.isInStandardLibrary, n.name == "Range" || n.name == "ClosedRange" {
      // The library's `Range<Double>`: `Sn`, as the built-in range of Int (`SN` closed).
      appendStandardSubstitution(n.name == "Range" ? "n" : "N")
      return
    }
    let key = SubstitutionKey.decl(ObjectIdentifier(n))
    if let idx = substitutions[key] {
      appendSubstitution(idx)
      return
    }
    appendContext(of: n)
    appendDeclName(n)
    switch n {
    case is ClassDecl: appendOperator("C")
    case is EnumDecl: appendOperator("O")
    case is ProtocolDecl: appendOperator("P")
    default: appendOperator("V")
    }
    addSubstitution(key)
  }

  /// A protocol as it appears in a conformance or an existential: context and name,
  /// without the `P`, and not itself a substitution.
  private mutating func appendProtocolName(_ p: ProtocolDecl) {
    if let s = Mangler.standardSubstitution(of: p) {
      appendStandardSubstitution(s)
      return
    }
    appendContext(of: p)
    appendDeclName(p)
  }

  /// The standard substitution of one of module Swift's protocols (Mangling.rst):
  /// `SQ` Equatable, `SL` Comparable, `SH` Hashable, `ST` Sequence, `St`
  /// IteratorProtocol, `Sl` Collection, `SK` BidirectionalCollection, `Sx` Strideable.
  /// Module Swift's other protocols have none (`s12CaseIterableP`).
  static func standardSubstitution(of p: ProtocolDecl) -> Character? {
    guard p.moduleName == "Swift" else { return nil }
    switch p.name {
    case "Equatable": return "Q"
    case "Comparable": return "L"
    case "Hashable": return "H"
    case "Sequence": return "T"
    case "IteratorProtocol": return "t"
    case "Collection": return "l"
    case "BidirectionalCollection": return "K"
    case "Strideable": return "x"
    default: return nil
    }
  }

  /// `type protocol module`: `4main3TagVAA5NamedAA`.
  private mutating func appendConformance(_ c: ProtocolConformance) {
    if let builtin = c.type.builtinType {
      // A built-in type's, over its stand-in's parameters: `Si`, `SayxG`, `SDyxq_G`, `xSg`.
      appendType(builtin)
    } else if c.type.genericParameters.isEmpty {
      appendAnyGenericType(c.type)
    } else {
      // A generic type's conformance is of the type over its own parameters (`Fl<A>`:
      // `2FlVyxG`), as swiftc names its one generic table and thunks.
      appendType(.boundGeneric(c.type, c.type.genericParameters.map { .genericParameter($0) }))
    }
    appendProtocolName(c.proto)
    appendModule(c.moduleName)
  }

  // MARK: - Function signatures

  /// Argument labels (`1a1b`, `_2to`, or `y` when every label is `_`), then
  /// `result params`.
  private mutating func appendFunctionLabelsAndSignature(_ f: AbstractFunctionDecl) {
    appendLabels(f.parameters.parameters)
    appendResult(f.resultInterfaceType ?? .void)
    appendParameters(f.parameters.parameters)
    // (Mangling.rst: async before throws.) `throws` and `rethrows` alike.
    if f.isAsync { appendOperator("Ya") }
    if f.isThrowing { appendOperator("K") }
  }

  private mutating func appendLabels(_ params: [ParamDecl]) {
    if params.isEmpty { return }
    if params.allSatisfy({ ($0.argumentLabel ?? "").isEmpty }) {
      appendOperator("y")
      return
    }
    for p in params {
      if let l = p.argumentLabel, !l.isEmpty {
        appendIdentifier(l)
      } else {
        appendOperator("_")
      }
    }
  }

  private mutating func appendResult(_ t: SwiftType) {
    if case .void = t {
      appendOperator("y")
    } else if case .tuple(let ts, _) = t, ts.isEmpty {
      appendOperator("y")
    } else {
      appendType(t)
    }
  }

  private mutating func appendParameters(_ params: [ParamDecl], escaping: Bool = false) {
    let list = params.map {
      (type: $0.interfaceType ?? .error, isInOut: $0.isInOut, isVariadic: $0.isVariadic,
       hasLabel: !($0.argumentLabel ?? "").isEmpty, isEscaping: escaping || $0.isEscaping,
       isAutoclosure: $0.isAutoclosure)
    }
    appendParameterList(list)
  }

  private mutating func appendParameterList(
    _ list: [(type: SwiftType, isInOut: Bool, isVariadic: Bool, hasLabel: Bool, isEscaping: Bool, isAutoclosure: Bool)]
  ) {
    if list.isEmpty {
      appendOperator("y")
      return
    }
    if list.count == 1, !list[0].hasLabel, !list[0].isVariadic {
      if case .tuple = list[0].type {} else {
        appendParameter(list[0].type, isInOut: list[0].isInOut, isVariadic: false, escaping: list[0].isEscaping,
                        autoclosure: list[0].isAutoclosure)
        return
      }
    }
    var first = true
    for p in list {
      appendParameter(p.type, isInOut: p.isInOut, isVariadic: p.isVariadic, escaping: p.isEscaping,
                      autoclosure: p.isAutoclosure)
      if first {
        appendOperator("_")
        first = false
      }
    }
    appendOperator("t")
  }

  private mutating func appendParameter(_ t: SwiftType, isInOut: Bool, isVariadic: Bool, escaping: Bool,
                                        autoclosure: Bool) {
    if case .function(let ft) = t, !isVariadic, !escaping || autoclosure {
      // A closure parameter is non-escaping unless marked `@escaping`: `XE` instead of
      // `c`; an `@autoclosure` one is `XK`, or `XA` when it also escapes.
      appendResult(ft.result)
      appendParameterList(ft.parameters.map {
        (type: $0.type, isInOut: $0.isInOut, isVariadic: false, hasLabel: false, isEscaping: false, isAutoclosure: false)
      })
      if ft.isAsync { appendOperator("Ya") }
      if ft.isThrowing { appendOperator("K") }
      appendOperator(autoclosure ? (escaping ? "XA" : "XK") : "XE")
      if isInOut { appendOperator("z") }
      return
    }
    appendType(isVariadic ? elementOfVariadic(t) : t)
    if isInOut { appendOperator("z") }
    if isVariadic { appendOperator("d") }
  }

  private func elementOfVariadic(_ t: SwiftType) -> SwiftType {
    if case .array(let e) = t { return e }
    return t
  }

  // MARK: - Types

  mutating func appendType(_ t: SwiftType) {
    switch t {
    case .int: appendStandardSubstitution("i")
    case .double: appendStandardSubstitution("d")
    case .bool: appendStandardSubstitution("b")
    case .string: appendStandardSubstitution("S")
    case .void: appendOperator("yt")
    case .nominal(let n): appendAnyGenericType(n)
    case .existential(let p) where !p.composition.isEmpty:
      // `AA4Aged_AA5Namedp` (the parts in swiftc's canonical order: by module, then
      // name); with a class, `AA5Named_AA8LocationCXc`.
      let parts = p.composition.sorted { ($0.moduleName, $0.name) < ($1.moduleName, $1.name) }
      for (i, q) in parts.enumerated() {
        appendProtocolName(q)
        if i == 0 { appendOperator("_") }
      }
      if let c = p.compositionSuperclass {
        appendAnyGenericType(c)
        appendOperator("Xc")
      } else {
        appendOperator("p")
      }
    case .existential(let p):
      appendProtocolName(p)
      appendOperator("_p")
    case .optional(let w):
      appendSubstitutable(t) { m in
        m.appendType(w)
        m.appendOperator("Sg")
      }
    case .array(let e):
      appendStandardGeneric(t, "a", [e])
    case .tuple(let ts, let labels):
      if ts.isEmpty {
        appendOperator("yt")
      } else {
        var first = true
        for (i, e) in ts.enumerated() {
          appendType(e)
          // A labelled element: its type, then the label (`Si1x_Si1yt`).
          if i < labels.count, let label = labels[i] { appendIdentifier(label) }
          if first {
            appendOperator("_")
            first = false
          }
        }
        appendOperator("t")
      }
    case .function(let ft):
      appendResult(ft.result)
      appendParameterList(ft.parameters.map {
        (type: $0.type, isInOut: $0.isInOut, isVariadic: false, hasLabel: false, isEscaping: false, isAutoclosure: false)
      })
      if ft.isAsync { appendOperator("Ya") }
      if ft.isThrowing { appendOperator("K") }
      appendOperator("c")
    case .genericParameter(let g):
      // Depth 0: `x` for the first parameter, `q_` for the second, `q0_` for the third;
      // a generic method's own parameters in a generic type are at depth 1 (`qd__`).
      let owner = g.parent as? AbstractFunctionDecl
      let index = owner?.genericParameters.firstIndex { $0 === g }
        ?? (g.parent as? NominalTypeDecl)?.genericParameters.firstIndex { $0 === g } ?? 0
      if let owner, !(owner.enclosingNominal?.genericParameters.isEmpty ?? true) {
        appendOperator("qd_" + (index == 0 ? "_" : "\(index - 1)_"))
      } else {
        appendOperator(index == 0 ? "x" : index == 1 ? "q_" : "q\(index - 2)_")
      }
    case .metatype(let i):
      appendType(i)
      appendOperator("m")
    case .range(let kind, let bound):
      // Swift.Range<Int> and friends: `SnySiG` (Range), `SNySiG` (ClosedRange).
      switch kind {
      case .halfOpen: appendStandardSubstitution("n")
      case .closed: appendStandardSubstitution("N")
      }
      appendOperator("y")
      appendType(bound)
      appendOperator("G")
    case .error:
      appendOperator("yt")
    case .character: appendStandardSubstitution("J")
    case .stringIndex:
      // A nested type of String: `SS5IndexV` (its name an identifier like any other),
      // then a substitution like any nominal type.
      appendSubstitutable(t) { m in
        m.appendStandardSubstitution("S")
        m.appendIdentifier("Index")
        m.appendOperator("V")
      }
    case .substring: appendStandardSubstitution("s")
    case .dictionary(let k, let v):
      // Swift.Dictionary<String, Int>: `SDySSSiG`, a substitution candidate like `[T]`.
      appendStandardGeneric(t, "D", [k, v])
    case .set(let e):
      // Swift.Set<Int>: `ShySiG`.
      appendStandardGeneric(t, "h", [e])
    case .sizedInteger(let k):
      // `Su` for UInt; the others are plain structs of the standard library
      // (`s5UInt8V`), substitutable like any nominal type.
      if k == .uint { return appendStandardSubstitution("u") }
      appendSubstitutable(t) { m in
        m.appendOperator("s")
        m.appendIdentifier(k.name)
        m.appendOperator("V")
      }
    case .opaque(let o, let args):
      // `Qr` in its declaration's own signature; elsewhere the declaration, then its
      // generic arguments: `AA4pickyQrSbFQOyQo_`.
      guard let owner = o.decl, !opaqueOwners.contains(ObjectIdentifier(owner)) else { return appendOperator("Qr") }
      if let f = owner as? FuncDecl {
        appendFunctionEntity(f)
      } else if let v = owner as? VarDecl {
        appendVariableEntity(v)
      }
      appendOperator("QOy")
      for a in args { appendType(a) }
      appendOperator("Qo_")
    case .dependentMember(.dependentMember, _) where t.dependentMemberRoot.genericParameterDecl != nil:
      // `C.Item.Item`: the names from the parameter outwards, `_` after the first (a
      // repeated name is a substitution), then `QZ` for the first generic parameter
      // (`QY_` for the second, ...): `4Item_AEQZ`. The whole type is then a substitution,
      // as the demangler counts it.
      let key = SubstitutionKey.type(t.description)
      if let idx = substitutions[key] { return appendSubstitution(idx) }
      var names: [String] = []
      var chain = t
      while case .dependentMember(let inner, let a) = chain {
        names.insert(a.name, at: 0)
        chain = inner
      }
      let root = chain
      for (i, name) in names.enumerated() {
        appendIdentifier(name)
        if i == 0 { appendOperator("_") }
      }
      let owner = (root.genericParameterDecl?.parent as? AbstractFunctionDecl)?.genericParameters
      let index = owner?.firstIndex { $0 === root.genericParameterDecl } ?? 0
      appendOperator(index == 0 ? "QZ" : index == 1 ? "QY_" : "QY\(index - 2)_")
      addSubstitution(key)
    case .dependentMember(let base, let a) where base.genericParameterDecl == nil:
      // `(some Container).Item`: the base, the name, its protocol, `Qx`.
      appendType(base)
      appendIdentifier(a.name)
      if let p = a.parent as? ProtocolDecl { appendAnyGenericType(p) }
      appendOperator("Qx")
    case .dependentMember(let base, let a):
      // `C.Item`: the associated type's name, then `Qz` for the first generic parameter
      // (`Qy_` for the second, ...); the type is then a substitution.
      let key = SubstitutionKey.type(t.description)
      if let idx = substitutions[key] { return appendSubstitution(idx) }
      appendIdentifier(a.name)
      let owner = (base.genericParameterDecl?.parent as? AbstractFunctionDecl)?.genericParameters
      let index = owner?.firstIndex { $0 === base.genericParameterDecl } ?? 0
      appendOperator(index == 0 ? "Qz" : index == 1 ? "Qy_" : "Qy\(index - 2)_")
      addSubstitution(key)
    case .boundGeneric(let n, let args):
      // `4main5StackVySiG`: the type, then its arguments between `y` and `G`.
      let key = SubstitutionKey.type(t.description)
      if let idx = substitutions[key] { return appendSubstitution(idx) }
      appendAnyGenericType(n)
      appendOperator("y")
      appendGenericArgumentLists(n, args)
      appendOperator("G")
      addSubstitution(key)
    // The empty protocol composition, and the one with only the `AnyObject` layout
    // constraint (docs/ABI/Mangling.rst: `any-protocol-list ::= 'y'`, `l` for class-only).
    case .any: appendOperator("yp")
    case .anyObject: appendOperator("yXl")
    }
  }

  /// A bound generic type's arguments, a list per level of nesting separated by `_`
  /// (`ySi_G` for `Stack<Int>.Iterator`: Stack's, then Iterator's own, none).
  private mutating func appendGenericArgumentLists(_ n: NominalTypeDecl, _ args: [SwiftType]) {
    if n.outerGenericParameterCount > 0, let outer = n.enclosingNominal {
      appendGenericArgumentLists(outer, Array(args.prefix(n.outerGenericParameterCount)))
      appendOperator("_")
    }
    for a in args.dropFirst(n.outerGenericParameterCount) { appendType(a) }
  }

  /// `t` appended by `body` the first time; again, as a substitution of the first.
  private mutating func appendSubstitutable(_ t: SwiftType, _ body: (inout Mangler) -> Void) {
    let key = SubstitutionKey.type(t.description)
    if let idx = substitutions[key] { return appendSubstitution(idx) }
    body(&self)
    addSubstitution(key)
  }

  /// A standard library generic type (`Sa` Array, `SD` Dictionary, `Sh` Set) bound to
  /// `arguments`: `SaySiG`, a substitution candidate.
  private mutating func appendStandardGeneric(_ t: SwiftType, _ letter: Character, _ arguments: [SwiftType]) {
    appendSubstitutable(t) { m in
      m.appendStandardSubstitution(letter)
      m.appendOperator("y")
      for a in arguments { m.appendType(a) }
      m.appendOperator("G")
    }
  }

  // MARK: - Buffer, substitutions, identifiers

  private mutating func begin() {
    buffer = Array("$s".utf8)
    substitutions = [:]
    words = []
    merging = SubstitutionMerging()
  }

  /// The symbol, recorded with what it names when `entities` is on.
  private mutating func finish(_ entity: MangledEntity) -> String {
    let symbol = String(decoding: buffer, as: UTF8.self)
    if entities != nil { entities![symbol] = entity }
    return symbol
  }

  private mutating func appendOperator(_ op: String) {
    buffer.append(contentsOf: op.utf8)
  }

  private mutating func addSubstitution(_ key: SubstitutionKey) {
    substitutions[key] = substitutions.count
  }

  private mutating func appendSubstitution(_ idx: Int) {
    if idx >= 26 {
      appendOperator("A")
      appendIndex(idx - 26)
      return
    }
    let letter = UInt8(ascii: "A") + UInt8(idx)
    if !merging.tryMerge(&buffer, letter, isStandard: false) {
      buffer.append(UInt8(ascii: "A"))
      buffer.append(letter)
    }
  }

  private mutating func appendStandardSubstitution(_ s: Character) {
    let letter = s.asciiValue ?? UInt8(ascii: "i")
    if !merging.tryMerge(&buffer, letter, isStandard: true) {
      buffer.append(UInt8(ascii: "S"))
      buffer.append(letter)
    }
  }

  /// `_` for 0, `N-1_` otherwise (Mangling.rst's INDEX).
  private mutating func appendIndex(_ n: Int) {
    if n == 0 {
      appendOperator("_")
    } else {
      appendOperator("\(n - 1)_")
    }
  }

  /// An operator function's name: each character by its letter (`+=` is `pe`), then
  /// `oi` (infix), `op` (prefix) or `oP` (postfix).
  private mutating func appendOperatorName(_ f: FuncDecl) {
    let letters: [Character: Character] = [
      "&": "a", "@": "c", "/": "d", "=": "e", ">": "g", "<": "l", "*": "m", "!": "n", "|": "o", "%": "r",
      "+": "p", "-": "s", "~": "t", "^": "x", ".": "z", "?": "q",
    ]
    appendIdentifier(String(f.name.map { letters[$0] ?? $0 }))
    let written = Set(f.modifiers.written.map(\.name))
    appendOperator(written.contains("prefix") ? "op" : written.contains("postfix") ? "oP" : "oi")
  }

  private mutating func appendIdentifier(_ ident: String) {
    let key = SubstitutionKey.identifier(ident)
    if let idx = substitutions[key] {
      appendSubstitution(idx)
      return
    }
    addSubstitution(key)
    mangleIdentifier(Array(ident.utf8))
  }

  private static let maxWords = 26

  private static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
  private static func isUpper(_ c: UInt8) -> Bool { c >= 65 && c <= 90 }
  private static func isWordStart(_ c: UInt8) -> Bool { !isDigit(c) && c != UInt8(ascii: "_") && c != 0 }
  private static func isWordEnd(_ c: UInt8, _ prev: UInt8) -> Bool {
    if c == UInt8(ascii: "_") || c == 0 { return true }
    return !isUpper(prev) && isUpper(c)
  }

  /// swiftc's `mangleIdentifier`: `<length><text>`, or with word substitutions
  /// `0<literal and word references>` (`05printA4Info`).
  private mutating func mangleIdentifier(_ ident: [UInt8]) {
    var wordsInBuffer = words.count
    var replacements: [(pos: Int, wordIndex: Int)] = []
    var wordStart: Int? = nil
    var pos = 0
    while pos <= ident.count {
      let ch: UInt8 = pos < ident.count ? ident[pos] : 0
      if let start = wordStart, Self.isWordEnd(ch, ident[pos - 1]) {
        let word = Array(ident[start..<pos])
        var found = -1
        for i in 0..<wordsInBuffer {
          let w = words[i]
          if w.length == word.count, Array(buffer[w.start..<(w.start + w.length)]) == word {
            found = i
            break
          }
        }
        if found < 0 {
          for i in wordsInBuffer..<words.count {
            let w = words[i]
            if w.length == word.count, Array(ident[w.start..<(w.start + w.length)]) == word {
              found = i
              break
            }
          }
        }
        if found >= 0 {
          replacements.append((start, found))
        } else if word.count >= 2 && words.count < Self.maxWords {
          words.append((start, word.count))
        }
        wordStart = nil
      }
      if wordStart == nil && Self.isWordStart(ch) {
        wordStart = pos
      }
      pos += 1
    }

    if !replacements.isEmpty { buffer.append(UInt8(ascii: "0")) }
    replacements.append((ident.count, -1))
    var p = 0
    for (idx, repl) in replacements.enumerated() {
      if p < repl.pos {
        buffer.append(contentsOf: String(repl.pos - p).utf8)
        var first = true
        repeat {
          if wordsInBuffer < words.count && words[wordsInBuffer].start == p {
            words[wordsInBuffer].start = buffer.count
            wordsInBuffer += 1
          }
          if first && Self.isDigit(ident[p]) {
            buffer.append(UInt8(ascii: "X"))
          } else {
            buffer.append(ident[p])
          }
          p += 1
          first = false
        } while p < repl.pos
      }
      if repl.wordIndex >= 0 {
        p += words[repl.wordIndex].length
        if idx < replacements.count - 2 {
          buffer.append(UInt8(ascii: "a") + UInt8(repl.wordIndex))
        } else {
          buffer.append(UInt8(ascii: "A") + UInt8(repl.wordIndex))
          if p == ident.count { buffer.append(UInt8(ascii: "0")) }
        }
      }
    }
  }
}

/// swiftc's `SubstitutionMerging`: `AB` followed by `AC` becomes `AbC`, `Si` twice `S2i`.
private struct SubstitutionMerging {
  private var lastPosition = 0
  private var lastSize = 0
  private var lastCount = 0
  private var lastIsStandard = false

  mutating func tryMerge(_ buffer: inout [UInt8], _ subst: UInt8, isStandard: Bool) -> Bool {
    if lastCount > 0 && lastCount < 2048 && buffer.count == lastPosition + lastSize
      && lastIsStandard == isStandard
    {
      let tail = buffer[(buffer.count - lastSize)...].drop { $0 >= 48 && $0 <= 57 }
      let lastSubst = tail.last ?? 0
      if lastSubst != subst && !isStandard {
        // 'AB' -> 'AbC'
        lastPosition = buffer.count
        lastCount = 1
        buffer.removeLast()
        buffer.append(lastSubst - UInt8(ascii: "A") + UInt8(ascii: "a"))
        buffer.append(subst)
        lastSize = 1
        return true
      }
      if lastSubst == subst {
        // 'AB' -> 'A2B', 'S3i' -> 'S4i'
        lastCount += 1
        buffer.removeSubrange(lastPosition...)
        buffer.append(contentsOf: String(lastCount).utf8)
        buffer.append(subst)
        lastSize = buffer.count - lastPosition
        return true
      }
    }
    lastPosition = buffer.count + 1
    lastSize = 1
    lastCount = 1
    lastIsStandard = isStandard
    return false
  }
}

extension SwiftType {
  /// The type a chain of associated types starts from: `C` of `C.Item.Item`.
  fileprivate var dependentMemberRoot: SwiftType {
    var current = self
    while case .dependentMember(let inner, _) = current { current = inner }
    return current
  }
}
