import AST

/// What a symbol stands for: the declaration the mangler was given, and the entity made
/// from it. `Mangler` records one per symbol while `-emit-sil` runs, so the listing names
/// every symbol from the declaration IRGen had at hand, never by reading the symbol back
/// (swiftc keeps its demangler apart from IRGen too; miniswiftc's tests check both agree
/// with `swift demangle`).
enum MangledEntity {
  case function(FuncDecl)
  case specialization(AbstractFunctionDecl, [SwiftType])
  case constructor(ConstructorDecl, allocating: Bool)
  case destructor(NominalTypeDecl, deallocating: Bool)
  case accessor(VarDecl, Mangler.AccessorKind)
  case variable(VarDecl)
  case onceInitializer(VarDecl, token: Bool)
  /// `let (lo, hi) = ...` at file level: one initializer for the pattern's variables.
  case patternOnceInitializer([VarDecl], token: Bool)
  case typeMetadata(NominalTypeDecl)
  /// `wCP` or `WOh` (see `Mangler.valueWitness`).
  case valueWitness(NominalTypeDecl, String)
  case witnessTable(ProtocolConformance)
  case witnessThunk(ProtocolConformance, requirement: ValueDecl, accessor: Mangler.AccessorKind?)

  /// The symbol's Swift name as `swift demangle --simplified` prints it (and swiftc's
  /// `-emit-sil` comments show it): `Employee.printEmployeeInfo()`, `protocol witness for
  /// Address.houseNo.getter in conformance EmployeeAddress`, `type metadata for Employee`.
  /// nil for generic functions and their specializations, whose listings show the symbol
  /// (and for declarations whose type names the opaque result of a generic function).
  var silName: String? {
    if isRangeExtensionMember { return nil }
    switch self {
    case .variable(let v) where v.interfaceType?.mentionsGenericOpaqueType == true,
      .accessor(let v, _) where v.interfaceType?.mentionsGenericOpaqueType == true:
      return nil
    case .function(let f) where f.interfaceType?.mentionsGenericOpaqueType == true:
      return nil
    case .function(let f):
      return f.genericParameters.isEmpty ? Self.name(of: f) : nil
    case .specialization:
      return nil
    case .constructor(let c, let allocating):
      let isClass = Mangler.contextNominal(of: c) is ClassDecl
      return Self.prefix(c) + (allocating && isClass ? "__allocating_init" : "init") + Self.labels(c)
    case .destructor(let n, let deallocating):
      return Self.typeName(n) + (deallocating ? ".__deallocating_deinit" : ".deinit")
    case .accessor(let v, let kind):
      return Self.name(of: v, kind)
    case .variable(let v):
      return Self.staticPrefix(v) + Self.prefix(v) + v.name
    case .onceInitializer(let v, let token):
      return "one-time initialization \(token ? "token" : "function") for \(v.name)"
    case .patternOnceInitializer(let vars, let token):
      let names = "(" + vars.map(\.name).joined(separator: ", ") + ")"
      return "one-time initialization \(token ? "token" : "function") for \(names)"
    case .typeMetadata(let n):
      return "type metadata for " + Self.typeName(n)
    case .valueWitness(let n, let suffix):
      switch suffix {
      case "wCP": return "initializeBufferWithCopyOfBuffer for " + Self.typeName(n)
      case "WOh": return "outlined destroy of " + Self.typeName(n)
      default: return nil
      }
    case .witnessTable(let conf):
      return "protocol witness table for " + Self.conformingTypeName(conf.type)
    case .witnessThunk(let conf, let requirement, let accessor):
      let entity: String
      switch requirement {
      case let f as FuncDecl: entity = Self.name(of: f)
      case let v as VarDecl: entity = Self.name(of: v, accessor ?? .getter)
      default: return nil
      }
      return "protocol witness for \(entity) in conformance \(Self.conformingTypeName(conf.type))"
    }
  }

  /// The type of a conformance as swift-demangle shows it: a generic type over its own
  /// parameters, named `A`, `B`, ... (`FlippedShape<A>`).
  static func conformingTypeName(_ n: NominalTypeDecl) -> String {
    let parameters = n.genericParameters
    if let builtin = n.builtinType {
      // As swift-demangle shows the built-in types: `[A]`, `[A : B]`, `Set<A>`, `A?`.
      switch builtin {
      case .array: return "[A]"
      case .dictionary: return "[A : B]"
      case .set: return "Set<A>"
      case .optional: return "A?"
      default: if parameters.isEmpty { return n.name }
      }
    }
    if parameters.isEmpty { return typeName(n) }
    let letters = parameters.indices.map { String(UnicodeScalar(UInt8(65 + $0 % 26))) }
    return typeName(n) + "<" + letters.joined(separator: ", ") + ">"
  }

  /// Is this a member of `extension Range<Int>` (`ClosedRange<Int>`)? Its context is a
  /// constrained extension (`SiRszrl`, which swift-demangle shows as
  /// `ClosedRange<>.span.getter`), so the listing shows its symbol.
  private var isRangeExtensionMember: Bool {
    let member: Decl
    switch self {
    case .function(let f): member = f
    case .accessor(let v, _), .variable(let v): member = v
    case .specialization, .constructor, .destructor, .onceInitializer, .patternOnceInitializer, .typeMetadata,
      .valueWitness, .witnessTable, .witnessThunk:
      return false
    }
    if case .range? = Mangler.contextNominal(of: member)?.builtinType { return true }
    return false
  }

  /// `static Point.origin()`, `Employee.printEmployeeInfo()`, `f(_:to:)`.
  /// `Shape.area()`, `static Int.&+= infix(_:_:)`: an operator's name, as swift-demangle
  /// shows it, says where it is written (what its mangling's `oi`, `op`, `oP` say).
  private static func name(of f: FuncDecl) -> String {
    staticPrefix(f) + prefix(f) + f.name + fixity(f) + labels(f)
  }

  private static func fixity(_ f: FuncDecl) -> String {
    guard f.isOperator else { return "" }
    let written = Set(f.modifiers.written.map(\.name))
    return written.contains("prefix") ? " prefix" : written.contains("postfix") ? " postfix" : " infix"
  }

  /// `Shape.area.getter`, `static Config.launches.setter`, `total.unsafeMutableAddressor`.
  private static func name(of v: VarDecl, _ kind: Mangler.AccessorKind) -> String {
    (kind == .unsafeMutableAddressor ? "" : staticPrefix(v)) + prefix(v) + v.name + "." + kind.demangledName
  }

  /// `(firstName:lastName:)`, `(_:)`, `()`: one label per parameter, `_` where there is none.
  private static func labels(_ f: AbstractFunctionDecl) -> String {
    "(" + f.parameters.parameters.map { p in (p.argumentLabel.flatMap { $0.isEmpty ? nil : $0 } ?? "_") + ":" }.joined()
      + ")"
  }

  private static func staticPrefix(_ d: Decl) -> String {
    d.modifiers.isStatic || d.modifiers.isClass ? "static " : ""
  }

  /// `Outer.Inner.` for a member of `Outer.Inner` (qualified by types, not modules);
  /// nothing for a module-level declaration.
  private static func prefix(_ d: Decl) -> String {
    Mangler.contextNominal(of: d).map { typeName($0) + "." } ?? ""
  }

  private static func typeName(_ n: NominalTypeDecl) -> String { prefix(n) + n.name }
}

extension Mangler.AccessorKind {
  /// How `swift demangle` names the accessor after its storage: `Shape.area.getter`.
  var demangledName: String {
    switch self {
    case .getter: "getter"
    case .setter: "setter"
    case .modify: "modify"
    case .unsafeMutableAddressor: "unsafeMutableAddressor"
    case .willSet: "willset"
    case .didSet: "didset"
    }
  }
}
