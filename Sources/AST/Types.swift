/// A type as Sema understands it (swiftc's `Type`). Written types (`TypeRepr`) resolve
/// to these, every expression gets one, and IRGen lowers them to LLVM types.
///
/// `Int`, `Double`, `Bool` and `String` are built in here (in Swift they are standard
/// library structs; `import Foundation` brings nothing else this subset needs).
public indirect enum SwiftType: Hashable, CustomStringConvertible {
  case int
  case double
  case bool
  case string
  /// `()`, also spelled `Void`.
  case void
  /// A struct, class or enum declared in Swift source (this module or an imported one).
  case nominal(NominalTypeDecl)
  /// A protocol used as a type: an existential value (`let address: Address`).
  case existential(ProtocolDecl)
  case optional(SwiftType)
  case array(SwiftType)
  /// `(Int, String)`, `(x: Int, y: Int)`: `labels` is empty when no element is labelled,
  /// else one per element (`nil` for an unlabelled one); build it with `makeTuple`.
  case tuple([SwiftType], labels: [String?] = [])
  case function(FunctionType)
  /// A generic parameter (`T` inside `func largest<T: Comparable>`).
  case genericParameter(GenericTypeParamDecl)
  /// The type of a type used as a value (`Int.max`: the base `Int` has `.metatype(.int)`).
  case metatype(SwiftType)
  /// The value of `a..<b` (`Range<Int>`) or `a...b` (`ClosedRange<Int>`); the payload
  /// is the bound type (`.int`, or `.stringIndex` for a String's indices). IRGen lowers
  /// it to its two bounds, and a `for`-`in` over a `BinaryExpr` (op: builtin
  /// `halfOpenRange`/`closedRange`) to a loop of its own. (The strides are library
  /// structs, stdlib/StrideTo.swift.)
  case range(RangeKind, SwiftType)
  /// The type of an expression that failed to type-check; never reported twice.
  case error
  /// `Character`: one extended grapheme cluster. Represented as a String holding it.
  case character
  /// `String.Index`: a position in a String (its UTF-8 offset).
  case stringIndex
  /// `Substring`: a slice of a String (`s[..<i]`). Represented as a String (a copy).
  case substring
  /// `[K: V]`, `Dictionary<K, V>`: a hash table in the runtime (Runtime/dictionary.c),
  /// copy-on-write like an array; the key type is Hashable (see Sema/Dictionaries.swift).
  case dictionary(SwiftType, SwiftType)
  /// `Set<T>`: the runtime's hash table without values.
  case set(SwiftType)
  /// `Int8` ... `UInt64`, `UInt` (see `SizedInteger`).
  case sizedInteger(SizedInteger)
  /// A generic struct with its generic arguments (`Stack<Int>`: the declaration and
  /// `[.int]`). Inside the type's own members its arguments are its generic parameters
  /// (`Stack<Element>`); each distinct list of concrete arguments is a type of its own.
  case boundGeneric(NominalTypeDecl, [SwiftType])
  /// `C.Item`: associated type `Item` of the type a generic parameter `C` stands for
  /// (`C: Container`); in a specialization, the type witness of `C`'s argument.
  case dependentMember(SwiftType, AssociatedTypeDecl)
  /// `Any`: a value of any type, boxed (an existential with no protocol).
  case any
  /// `AnyObject`: any class instance (a reference).
  case anyObject
  /// `some Shape`: the opaque result type of a declaration, with the generic arguments
  /// of the declaration's generic signature at this use (`flip(triangle)` binds `T`).
  /// The code sees only the constraint; IRGen uses the underlying type Sema fixed.
  case opaque(OpaqueResultType, [SwiftType])

  /// How swiftc spells the type in messages and dumps (`Int`, `[String]`, `any Address`,
  /// `(any Address)?`).
  public var description: String {
    switch self {
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .void: "()"
    case .nominal(let d): d.nestedName
    case .existential(let p): "any \(p.name)"
    case .optional(let t):
      switch t {
      case .function, .existential: "(\(t))?"
      default: "\(t)?"
      }
    case .array(let t): "[\(t)]"
    case .tuple(let ts, let labels):
      "(" + ts.indices.map { i in (i < labels.count ? labels[i].map { $0 + ": " } ?? "" : "") + ts[i].description }
        .joined(separator: ", ") + ")"
    case .function(let f): f.description
    case .genericParameter(let p): p.name
    case .metatype(.existential(let p)): "\(p.name).Type"
    case .metatype(let t): "\(t).Type"
    case .range(let kind, let t): "\(kind.typeName)<\(t)>"
    case .error: "<<error type>>"
    case .character: "Character"
    case .stringIndex: "String.Index"
    case .substring: "Substring"
    case .dictionary(let k, let v): "[\(k) : \(v)]"
    case .set(let e): "Set<\(e)>"
    case .sizedInteger(let k): k.name
    case .boundGeneric(let d, let args) where d.outerGenericParameterCount > 0:
      // `Stack<Int>.Iterator`: the outer type with its arguments.
      SwiftType.boundGeneric(d.enclosingNominal ?? d, Array(args.prefix(d.outerGenericParameterCount))).description
        + "." + d.name + (args.count > d.outerGenericParameterCount
          ? "<" + args.dropFirst(d.outerGenericParameterCount).map(\.description).joined(separator: ", ") + ">" : "")
    case .boundGeneric(let d, let args): d.name + "<" + args.map(\.description).joined(separator: ", ") + ">"
    case .dependentMember(.opaque(let o, let args), let a): "(\(SwiftType.opaque(o, args))).\(a.name)"
    case .dependentMember(let base, let a): "\(base).\(a.name)"
    case .any: "Any"
    case .anyObject: "AnyObject"
    case .opaque(let o, _): "some \(o.constraint.name)"
    }
  }

  /// `C.Item` with `C` replaced by `base`: with a `Stack<Int>`, what Stack's conformance
  /// says `Item` is.
  public static func member(_ a: AssociatedTypeDecl, of base: SwiftType) -> SwiftType {
    if let proto = a.parent as? ProtocolDecl, let (conf, subs) = base.conformance(to: proto),
      let witness = conf.typeWitnesses[ObjectIdentifier(a)]
    {
      return witness.substituting(subs)
    }
    // A built-in sequence's element (`Indices.Element` for an `[Int]`).
    if a.isSequenceElement, let e = base.builtinSequenceElement { return e }
    return .dependentMember(base, a)
  }

  /// The element a built-in sequence gives a `for`-`in` (an array's or set's, a String's
  /// Characters, a dictionary's `(key:value:)` pairs, a range's bounds): its `Element`
  /// as a `Sequence`; nil for any other type.
  public var builtinSequenceElement: SwiftType? {
    switch self {
    case .array(let e), .set(let e): e
    case .string, .substring: .character
    case .dictionary(let k, let v): .tuple([k, v], labels: ["key", "value"])
    case .range(_, let bound): bound
    default: nil
    }
  }

  /// A tuple type with its labels normalized (none when no element is labelled).
  public static func makeTuple(_ elements: [SwiftType], labels: [String?]) -> SwiftType {
    .tuple(elements, labels: labels.contains { $0 != nil } && labels.count == elements.count ? labels : [])
  }

  /// The label of a tuple type's element `i`, if any.
  public func tupleLabel(_ i: Int) -> String? {
    if case .tuple(_, let labels) = self, i < labels.count { return labels[i] }
    return nil
  }

  public var isError: Bool { if case .error = self { true } else { false } }

  /// Classes are reference types; everything else in the subset is a value type.
  public var isClass: Bool { nominalDecl is ClassDecl }

  /// A reference to a class instance: a class type or `AnyObject`.
  public var isClassReference: Bool { isClass || self == .anyObject }

  /// The struct, class or enum of a nominal type, bound generic or not.
  public var nominalDecl: NominalTypeDecl? {
    switch self {
    case .nominal(let d), .boundGeneric(let d, _): d
    default: nil
    }
  }

  /// The protocol of an existential type.
  public var existentialProtocol: ProtocolDecl? {
    if case .existential(let p) = self { p } else { nil }
  }

  /// The declaration of a generic parameter type.
  public var genericParameterDecl: GenericTypeParamDecl? {
    if case .genericParameter(let g) = self { g } else { nil }
  }

  /// The generic arguments of a bound generic type (`[Int]` for `Stack<Int>`), else none.
  public var genericArguments: [SwiftType] {
    if case .boundGeneric(_, let args) = self { args } else { [] }
  }

  /// This type with the generic parameters `subs` binds replaced (by their
  /// `ObjectIdentifier`); the others are left as they are.
  public func substituting(_ subs: [ObjectIdentifier: SwiftType]) -> SwiftType {
    if subs.isEmpty { return self }
    switch self {
    case .genericParameter(let g): return subs[ObjectIdentifier(g)] ?? self
    case .array(let e): return .array(e.substituting(subs))
    case .optional(let w): return .optional(w.substituting(subs))
    case .tuple(let ts, let labels): return .tuple(ts.map { $0.substituting(subs) }, labels: labels)
    case .metatype(let i): return .metatype(i.substituting(subs))
    case .function(let f):
      var g = f
      g.parameters = f.parameters.map { .init($0.type.substituting(subs), isInOut: $0.isInOut) }
      g.result = f.result.substituting(subs)
      return .function(g)
    case .boundGeneric(let d, let args): return .canonicalBoundGeneric(d, args.map { $0.substituting(subs) })
    case .dictionary(let k, let v): return .dictionary(k.substituting(subs), v.substituting(subs))
    case .set(let e): return .set(e.substituting(subs))
    case .dependentMember(let base, let a):
      return .member(a, of: base.substituting(subs))
    case .opaque(let o, let args): return .opaque(o, args.map { $0.substituting(subs) })
    case .int, .double, .bool, .string, .void, .nominal, .existential, .range, .error, .character, .stringIndex,
      .substring, .sizedInteger, .any, .anyObject:
      return self
    }
  }
}

extension NominalTypeDecl {
  /// The type of `self` in the type's members: `Stack<Element>` for a generic struct
  /// (`Pair<A, A>` for `Pair<A, B> where A == B`).
  public var declaredInterfaceType: SwiftType {
    if genericParameters.isEmpty { return .nominal(self) }
    return .boundGeneric(self, genericParameters.map { .genericParameter($0.representative) })
  }

  /// The generic parameters of this type bound to the generic arguments of `t` (a
  /// `Stack<Int>`: `Element` -> `Int`); empty when `t` binds none.
  public func substitutions(in t: SwiftType) -> [ObjectIdentifier: SwiftType] {
    let args = genericArguments(of: t)
    guard !args.isEmpty else { return [:] }
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (g, a) in zip(genericParameters, args) { subs[ObjectIdentifier(g)] = a }
    return subs
  }

  /// The generic arguments `t`, a value of this type, binds: `Stack<Int>`'s, or those of
  /// a built-in generic type for its stand-in (`Element` of `[Int]` is `Int`; `Key`,
  /// `Value` of `[String: Int]`; `Wrapped` of `Int?`); none when `t` is not of this type.
  public func genericArguments(of t: SwiftType) -> [SwiftType] {
    if case .boundGeneric(let d, let args) = t { return d === self ? args : [] }
    if let args = t.libraryRangeArguments(of: self) { return args }
    guard !genericParameters.isEmpty, let b = builtinType?.builtinGenericArguments,
      let (name, args) = t.builtinGenericArguments, name == b.name,
      b.arguments.map(\.genericParameterDecl).elementsEqual(genericParameters, by: { $0 === $1 })
    else { return [] }
    return args
  }

  /// The type of `self` in the type's members: a built-in type's stand-in has the
  /// built-in type (`[Element]` for `extension Array`).
  public var selfInterfaceType: SwiftType { builtinType ?? declaredInterfaceType }
}

/// Which sequence a `SwiftType.range` is.
public enum RangeKind: Hashable, Sendable {
  /// `a..<b`
  case halfOpen
  /// `a...b`
  case closed

  /// The standard library's name for the type (`Range`, `ClosedRange`, ...).
  public var typeName: String {
    switch self {
    case .halfOpen: "Range"
    case .closed: "ClosedRange"
    }
  }
}

/// The type of a function: parameter types (with their `inout` flags) and result.
public struct FunctionType: Hashable, CustomStringConvertible {
  public struct Parameter: Hashable {
    public var type: SwiftType
    public var isInOut: Bool

    public init(_ type: SwiftType, isInOut: Bool = false) {
      self.type = type
      self.isInOut = isInOut
    }
  }

  public var parameters: [Parameter]
  public var result: SwiftType
  /// `() throws -> Int`: a call can throw (and, at run time, the function takes the
  /// error out-parameter, see GenError.swift).
  public var isThrowing: Bool
  /// `(Int) async -> Int`: a call is a suspension point, marked with `await`.
  public var isAsync: Bool

  public init(parameters: [Parameter], result: SwiftType, isThrowing: Bool = false, isAsync: Bool = false) {
    self.parameters = parameters
    self.result = result
    self.isThrowing = isThrowing
    self.isAsync = isAsync
  }

  /// The same type without `throws`.
  public var withoutThrows: FunctionType {
    FunctionType(parameters: parameters, result: result, isThrowing: false, isAsync: isAsync)
  }

  public var description: String {
    let ps = parameters.map { ($0.isInOut ? "inout " : "") + $0.type.description }
    return "(" + ps.joined(separator: ", ") + ")" + (isAsync ? " async" : "") + (isThrowing ? " throws" : "") + " -> "
      + result.description
  }
}

extension SwiftType {
  /// Is `predicate` true of this type or of a type it is made of (an element, a
  /// parameter or result, a generic argument, the base of a member type)?
  public func contains(where predicate: (SwiftType) -> Bool) -> Bool {
    if predicate(self) { return true }
    switch self {
    case .optional(let e), .array(let e), .metatype(let e), .set(let e), .dependentMember(let e, _):
      return e.contains(where: predicate)
    case .tuple(let ts, _): return ts.contains { $0.contains(where: predicate) }
    case .function(let f):
      return f.result.contains(where: predicate) || f.parameters.contains { $0.type.contains(where: predicate) }
    case .boundGeneric(_, let args), .opaque(_, let args): return args.contains { $0.contains(where: predicate) }
    case .dictionary(let k, let v): return k.contains(where: predicate) || v.contains(where: predicate)
    case .genericParameter, .int, .double, .bool, .string, .void, .nominal, .existential, .range, .error, .character,
      .stringIndex, .substring, .sizedInteger, .any, .anyObject:
      return false
    }
  }

  /// Does `g` occur in this type (`Self` in `(Self) -> Bool`)?
  public func mentions(_ g: GenericTypeParamDecl) -> Bool { mentions(g, inMemberBases: true) }

  /// Does `g` occur in this type where a call could infer it from (not as the base of an
  /// associated type alone: `T` of `T.Element`)?
  public func mentionsInferably(_ g: GenericTypeParamDecl) -> Bool { mentions(g, inMemberBases: false) }

  private func mentions(_ g: GenericTypeParamDecl, inMemberBases: Bool) -> Bool {
    func m(_ t: SwiftType) -> Bool { t.mentions(g, inMemberBases: inMemberBases) }
    return switch self {
    case .genericParameter(let h): h === g
    case .optional(let e), .array(let e), .metatype(let e), .set(let e): m(e)
    case .tuple(let ts, _): ts.contains(where: m)
    case .function(let f): m(f.result) || f.parameters.contains { m($0.type) }
    case .boundGeneric(_, let args): args.contains(where: m)
    case .dictionary(let k, let v): m(k) || m(v)
    case .dependentMember(let base, _): inMemberBases && m(base)
    case .opaque(_, let args): args.contains(where: m)
    case .int, .double, .bool, .string, .void, .nominal, .existential, .range, .error, .character, .stringIndex,
      .substring, .sizedInteger, .any, .anyObject:
      false
    }
  }
}

extension SwiftType {
  /// Does an opaque result type of a generic declaration occur in this type
  /// (`(some Shape)<T>`)?
  public var mentionsGenericOpaqueType: Bool {
    switch self {
    case .opaque(let o, let args): !o.signature.isEmpty || args.contains { $0.mentionsGenericOpaqueType }
    case .optional(let e), .array(let e), .metatype(let e), .set(let e), .dependentMember(let e, _):
      e.mentionsGenericOpaqueType
    case .tuple(let ts, _): ts.contains { $0.mentionsGenericOpaqueType }
    case .function(let f): f.result.mentionsGenericOpaqueType || f.parameters.contains { $0.type.mentionsGenericOpaqueType }
    case .boundGeneric(_, let args): args.contains { $0.mentionsGenericOpaqueType }
    case .dictionary(let k, let v): k.mentionsGenericOpaqueType || v.mentionsGenericOpaqueType
    case .genericParameter, .int, .double, .bool, .string, .void, .nominal, .existential, .range, .error, .character,
      .stringIndex, .substring, .sizedInteger, .any, .anyObject:
      false
    }
  }
}

extension ProtocolDecl {
  /// A requirement's type names `Self` (`func isSame(as other: Self) -> Bool`): the
  /// protocol is used through generic parameters only (no witness table).
  public var hasSelfRequirements: Bool {
    members.contains { m in
      guard let v = m as? ValueDecl, !(v is AssociatedTypeDecl), !(v is ConstructorDecl) else { return false }
      return v.interfaceType?.mentions(selfParameter) ?? false
    }
  }
}

/// The opaque result type of one declaration (`func makeTrapezoid() -> some Shape`):
/// its constraint, the generic parameters it may depend on, and the underlying type its
/// body returns (set by Sema; in terms of those generic parameters).
public final class OpaqueResultType: Hashable {
  public let constraint: ProtocolDecl
  /// The function or computed property whose result it is.
  public weak var decl: ValueDecl?
  /// The generic signature of the declaration (outer generic parameters first).
  public let signature: [GenericTypeParamDecl]
  public var underlying: SwiftType?

  public init(constraint: ProtocolDecl, signature: [GenericTypeParamDecl]) {
    self.constraint = constraint
    self.signature = signature
  }

  public static func == (a: OpaqueResultType, b: OpaqueResultType) -> Bool { a === b }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

extension SwiftType {
  /// This type with each opaque type replaced by its underlying type at its use (what
  /// the generated code works with).
  public var revealingOpaqueTypes: SwiftType {
    switch self {
    case .opaque(let o, let args):
      var subs: [ObjectIdentifier: SwiftType] = [:]
      for (g, a) in zip(o.signature, args) { subs[ObjectIdentifier(g)] = a.revealingOpaqueTypes }
      return (o.underlying ?? .error).substituting(subs).revealingOpaqueTypes
    case .optional(let e): return .optional(e.revealingOpaqueTypes)
    case .array(let e): return .array(e.revealingOpaqueTypes)
    case .metatype(let e): return .metatype(e.revealingOpaqueTypes)
    case .set(let e): return .set(e.revealingOpaqueTypes)
    case .tuple(let ts, let labels): return .tuple(ts.map(\.revealingOpaqueTypes), labels: labels)
    case .function(let f):
      var g = f
      g.parameters = f.parameters.map { .init($0.type.revealingOpaqueTypes, isInOut: $0.isInOut) }
      g.result = f.result.revealingOpaqueTypes
      return .function(g)
    case .boundGeneric(let d, let args): return .boundGeneric(d, args.map(\.revealingOpaqueTypes))
    case .dictionary(let k, let v): return .dictionary(k.revealingOpaqueTypes, v.revealingOpaqueTypes)
    case .dependentMember(let base, let a): return .member(a, of: base.revealingOpaqueTypes)
    case .genericParameter, .int, .double, .bool, .string, .void, .nominal, .existential, .range,
      .error, .character, .stringIndex, .substring, .sizedInteger, .any, .anyObject:
      return self
    }
  }
}
