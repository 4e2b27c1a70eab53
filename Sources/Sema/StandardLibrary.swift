import AST

/// The part of Swift's standard library the subset uses, as declarations Sema makes
/// itself: operator functions, `print`, `stride`, the conversion initializers, the
/// properties `String.count`/`isEmpty` and `Int.max`/`min`. Every one has `builtin` set
/// (on the function, or on a property's getter), no body and an invalid location;
/// IRGen lowers a use of one to instructions or a runtime call.
///
/// One instance per compilation (declarations are classes and are not shared across
/// threads).
final class StandardLibrary {
  /// Infix operator functions by spelling (`+` has Int, Double and String overloads).
  private(set) var infixOperators: [String: [FuncDecl]] = [:]
  /// Prefix operator functions by spelling (`-`, `+`, `!`).
  private(set) var prefixOperators: [String: [FuncDecl]] = [:]
  /// Free functions by name (`print`, `stride`).
  private(set) var functions: [String: [FuncDecl]] = [:]
  /// The conversion initializers of the built-in types (`Double(i)`, `String(x)`).
  private(set) var initializers: [SwiftType: [ConstructorDecl]] = [:]
  /// Instance and static properties of the built-in types by name.
  private(set) var properties: [SwiftType: [String: VarDecl]] = [:]
  /// The built-in type names.
  let typeNames: [String: SwiftType] = [
    "Int": .int, "Double": .double, "Bool": .bool, "String": .string, "Void": .void,
  ]
  /// `print(_:separator:terminator:)`.
  private(set) var printDecl: FuncDecl!
  /// `Equatable`, `Comparable`, `Hashable`: usable as generic constraints (the `ext`
  /// tier); Int, Double and String conform to all three, Bool to Equatable and Hashable.
  private(set) var protocols: [String: ProtocolDecl] = [:]

  /// Free functions of Swift's standard library that the subset does not provide: a
  /// use is "not supported yet" rather than "cannot find".
  static let functionsOutsideSubset: Set<String> = [
    "abs", "readLine", "debugPrint", "dump", "swap", "zip", "sequence", "repeatElement", "type", "sqrt", "pow",
    "floor", "ceil", "round", "exit", "numericCast", "withUnsafePointer", "withUnsafeMutablePointer",
  ]

  /// Types and protocols of Swift's standard library that the subset does not provide,
  /// whether written as a type (`var x: Int8`) or used as a value (`Int8.min`,
  /// `Set<String>()`): "type 'X' is not supported yet" rather than "cannot find".
  static let typesOutsideSubset: Set<String> = [
    "Any", "AnyObject", "Self", "Character", "Float", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8",
    "UInt16", "UInt32", "UInt64", "Float80", "Substring", "Dictionary", "Set", "Range", "ClosedRange",
    "Comparable", "Equatable", "Hashable", "CustomStringConvertible", "Error", "Never", "Sequence",
    "Collection", "Array", "Optional", "CaseIterable", "IteratorProtocol", "Unicode", "Result",
    "StrideTo", "StrideThrough", "AnyHashable", "Identifiable", "Sendable",
  ]

  /// Operators of Swift's standard library that the subset does not provide (bitwise
  /// and shift operators, one-sided ranges): "not supported yet" rather than "cannot
  /// find operator".
  static let operatorsOutsideSubset: Set<String> = [
    "&", "|", "^", "~", "<<", ">>", "&<<", "&>>", "&=", "|=", "^=", "<<=", ">>=", "&<<=", "&>>=",
    "...", "..<", "~=", "??", "===", "!==",
  ]

  init() {
    declareOperators()
    declareFunctions()
    declareInitializers()
    declareProperties()
    for name in ["Equatable", "Comparable", "Hashable"] {
      let p = ProtocolDecl(name: name, nameLoc: .invalid, inherited: [], members: [], range: .invalid)
      p.isImplicit = true
      p.access = .public
      p.moduleName = "Swift"
      protocols[name] = p
    }
  }

  /// Does a built-in type conform to one of the built-in protocols?
  func builtinConforms(_ t: SwiftType, to p: ProtocolDecl) -> Bool {
    switch t {
    case .int, .double, .string: protocols[p.name] === p
    case .bool: protocols[p.name] === p && p.name != "Comparable"
    default: false
    }
  }

  /// Which Builtin a property getter or function carries, for checks such as "is this
  /// the Int `+`" (constant folding).
  static func builtin(of decl: ValueDecl) -> Builtin? {
    if let f = decl as? AbstractFunctionDecl { return f.builtin }
    if let v = decl as? VarDecl { return v.getter?.builtin }
    return nil
  }

  // MARK: - Making declarations

  private func param(_ label: String?, _ name: String, _ type: SwiftType, inOut: Bool = false) -> ParamDecl {
    let p = ParamDecl(argumentLabel: label, name: name, nameLoc: .invalid, range: .invalid)
    p.interfaceType = type
    p.isInOut = inOut
    p.isImplicit = true
    p.access = .public
    return p
  }

  private func functionType(_ params: [ParamDecl], _ result: SwiftType) -> SwiftType {
    .function(FunctionType(parameters: params.map { .init($0.interfaceType ?? .error, isInOut: $0.isInOut) }, result: result))
  }

  private func function(_ name: String, _ params: [ParamDecl], _ result: SwiftType, _ builtin: Builtin, isOperator: Bool = false) -> FuncDecl {
    let f = FuncDecl(name: name, nameLoc: .invalid, parameters: ParameterList(parameters: params, range: .invalid), body: nil, range: .invalid)
    f.isImplicit = true
    f.builtin = builtin
    f.isOperator = isOperator
    f.access = .public
    f.interfaceType = functionType(params, result)
    for p in params { p.parent = f }
    return f
  }

  private func infix(_ name: String, _ type: SwiftType, _ result: SwiftType, _ builtin: Builtin) {
    let f = function(name, [param(nil, "lhs", type), param(nil, "rhs", type)], result, builtin, isOperator: true)
    infixOperators[name, default: []].append(f)
  }

  private func compoundAssignment(_ name: String, _ type: SwiftType, _ builtin: Builtin) {
    let f = function(name, [param(nil, "lhs", type, inOut: true), param(nil, "rhs", type)], .void, builtin, isOperator: true)
    infixOperators[name, default: []].append(f)
  }

  private func prefix(_ name: String, _ type: SwiftType, _ builtin: Builtin) {
    let f = function(name, [param(nil, "x", type)], type, builtin, isOperator: true)
    prefixOperators[name, default: []].append(f)
  }

  // MARK: - The declarations

  private func declareOperators() {
    for (name, builtin) in [("+", Builtin.intAdd), ("-", .intSubtract), ("*", .intMultiply), ("/", .intDivide),
                            ("%", .intRemainder), ("&+", .intWrappingAdd), ("&-", .intWrappingSubtract),
                            ("&*", .intWrappingMultiply)] {
      infix(name, .int, .int, builtin)
    }
    for (name, builtin) in [("+", Builtin.doubleAdd), ("-", .doubleSubtract), ("*", .doubleMultiply), ("/", .doubleDivide)] {
      infix(name, .double, .double, builtin)
    }
    infix("+", .string, .string, .stringConcat)
    let comparisons: [(String, Builtin, Builtin, Builtin?)] = [
      ("==", .intEqual, .doubleEqual, .stringEqual), ("!=", .intNotEqual, .doubleNotEqual, .stringNotEqual),
      ("<", .intLess, .doubleLess, .stringLess), ("<=", .intLessEqual, .doubleLessEqual, .stringLessEqual),
      (">", .intGreater, .doubleGreater, .stringGreater), (">=", .intGreaterEqual, .doubleGreaterEqual, .stringGreaterEqual),
    ]
    for (name, i, d, s) in comparisons {
      infix(name, .int, .bool, i)
      infix(name, .double, .bool, d)
      if let s { infix(name, .string, .bool, s) }
    }
    infix("==", .bool, .bool, .boolEqual)
    infix("!=", .bool, .bool, .boolNotEqual)
    infix("&&", .bool, .bool, .boolAnd)
    infix("||", .bool, .bool, .boolOr)
    for (name, builtin) in [("+=", Builtin.intAddAssign), ("-=", .intSubtractAssign), ("*=", .intMultiplyAssign),
                            ("/=", .intDivideAssign), ("%=", .intRemainderAssign)] {
      compoundAssignment(name, .int, builtin)
    }
    for (name, builtin) in [("+=", Builtin.doubleAddAssign), ("-=", .doubleSubtractAssign),
                            ("*=", .doubleMultiplyAssign), ("/=", .doubleDivideAssign)] {
      compoundAssignment(name, .double, builtin)
    }
    compoundAssignment("+=", .string, .stringAppend)
    let halfOpen = function("..<", [param(nil, "minimum", .int), param(nil, "maximum", .int)], .range(.halfOpen, .int), .halfOpenRange, isOperator: true)
    infixOperators["..<", default: []].append(halfOpen)
    let closed = function("...", [param(nil, "minimum", .int), param(nil, "maximum", .int)], .range(.closed, .int), .closedRange, isOperator: true)
    infixOperators["...", default: []].append(closed)

    prefix("-", .int, .intNegate)
    prefix("-", .double, .doubleNegate)
    prefix("+", .int, .intIdentity)
    prefix("+", .double, .doubleIdentity)
    prefix("!", .bool, .boolNot)
  }

  private func declareFunctions() {
    let items = param(nil, "items", .void)
    items.isVariadic = true
    let separator = param("separator", "separator", .string)
    separator.defaultValue = StringLiteralExpr(value: " ", range: .invalid)
    separator.defaultValue?.type = .string
    let terminator = param("terminator", "terminator", .string)
    terminator.defaultValue = StringLiteralExpr(value: "\n", range: .invalid)
    terminator.defaultValue?.type = .string
    printDecl = function("print", [items, separator, terminator], .void, .print)
    functions["print"] = [printDecl]

    for t in [SwiftType.int, .double] {
      let to = function("stride", [param("from", "start", t), param("to", "end", t), param("by", "stride", t)], .range(.strideTo, t), .strideTo)
      let through = function("stride", [param("from", "start", t), param("through", "end", t), param("by", "stride", t)], .range(.strideThrough, t), .strideThrough)
      functions["stride", default: []] += [to, through]
    }

    // `assert(_ condition: Bool, _ message: String = "")` and its relatives. (Swift's
    // parameters are autoclosures with #file/#line defaults: IRGen evaluates them lazily
    // and passes the call's own location.)
    func message() -> ParamDecl {
      let m = param(nil, "message", .string)
      m.defaultValue = StringLiteralExpr(value: "", range: .invalid)
      m.defaultValue?.type = .string
      return m
    }
    for (name, builtin) in [("assert", Builtin.assert), ("precondition", .precondition)] {
      functions[name] = [function(name, [param(nil, "condition", .bool), message()], .void, builtin)]
    }
    for t in [SwiftType.int, .double, .string] {
      for (name, builtin) in [("min", Builtin.minimum), ("max", .maximum)] {
        functions[name, default: []].append(function(name, [param(nil, "x", t), param(nil, "y", t)], t, builtin))
      }
    }
    for (name, builtin) in [("assertionFailure", Builtin.assertionFailure), ("preconditionFailure", .preconditionFailure),
                            ("fatalError", .fatalError)] {
      functions[name] = [function(name, [message()], .void, builtin)]
    }
  }

  private func initializer(_ type: SwiftType, from: SwiftType, _ builtin: Builtin, failable: Bool = false) {
    let p = param(nil, "value", from)
    let c = ConstructorDecl(name: "init", nameLoc: .invalid, parameters: ParameterList(parameters: [p], range: .invalid), body: nil, range: .invalid)
    c.isImplicit = true
    c.builtin = builtin
    c.isFailable = failable
    c.access = .public
    c.interfaceType = functionType([p], failable ? .optional(type) : type)
    p.parent = c
    initializers[type, default: []].append(c)
  }

  private func declareInitializers() {
    initializer(.double, from: .int, .doubleFromInt)
    initializer(.double, from: .double, .doubleFromDouble)
    initializer(.int, from: .int, .intFromInt)
    initializer(.int, from: .double, .intFromDouble)
    initializer(.int, from: .string, .intFromString, failable: true)
    initializer(.string, from: .int, .stringFromInt)
    initializer(.string, from: .double, .stringFromDouble)
    initializer(.string, from: .bool, .stringFromBool)
    initializer(.string, from: .string, .stringFromString)
  }

  private func property(_ owner: SwiftType, _ name: String, _ type: SwiftType, _ builtin: Builtin, isStatic: Bool = false) {
    let v = VarDecl(name: name, nameLoc: .invalid, isLet: false, range: .invalid)
    v.kind = .computed
    v.isImplicit = true
    v.interfaceType = type
    v.access = .public
    v.modifiers.isStatic = isStatic
    let getter = AccessorDecl(kind: .get, parameters: ParameterList(parameters: [], range: .invalid), body: nil, range: .invalid)
    getter.isImplicit = true
    getter.builtin = builtin
    getter.storage = v
    getter.interfaceType = .function(FunctionType(parameters: [], result: type))
    getter.parent = v
    v.accessors = [getter]
    properties[owner, default: [:]][name] = v
  }

  // MARK: - Dictionary and Set

  /// A member of `[K: V]` or `Set<K>` (a Set passes `.void` as V): its types are functions
  /// of K and V, as Swift's generic declarations are; Sema/Dictionaries.swift makes the
  /// declaration for the types at hand. A property has no labels and no parameters.
  struct CollectionMember {
    let name: String
    let labels: [String?]
    let parameters: (_ key: SwiftType, _ value: SwiftType) -> [SwiftType]
    let result: (_ key: SwiftType, _ value: SwiftType) -> SwiftType
    let builtin: Builtin
    let isMutating: Bool
    let isProperty: Bool

    static func property(_ name: String, _ result: @escaping (SwiftType, SwiftType) -> SwiftType, _ builtin: Builtin)
      -> CollectionMember {
      CollectionMember(name: name, labels: [], parameters: { _, _ in [] }, result: result, builtin: builtin,
                       isMutating: false, isProperty: true)
    }

    static func method(_ name: String, _ labels: [String?], _ parameters: @escaping (SwiftType, SwiftType) -> [SwiftType],
                       _ result: @escaping (SwiftType, SwiftType) -> SwiftType, _ builtin: Builtin,
                       mutating: Bool = false) -> CollectionMember {
      CollectionMember(name: name, labels: labels, parameters: parameters, result: result, builtin: builtin,
                       isMutating: mutating, isProperty: false)
    }
  }

  /// Dictionary's members in the subset (subscripts are in Sema/Dictionaries.swift).
  let dictionaryMembers: [CollectionMember] = [
    .property("count", { _, _ in .int }, .dictionaryCount),
    .property("isEmpty", { _, _ in .bool }, .dictionaryIsEmpty),
    .property("keys", { k, _ in .array(k) }, .dictionaryKeys),
    .property("values", { _, v in .array(v) }, .dictionaryValues),
    .method("updateValue", [nil, "forKey"], { k, v in [v, k] }, { _, v in .optional(v) }, .dictionaryUpdateValue,
            mutating: true),
    .method("removeValue", ["forKey"], { k, _ in [k] }, { _, v in .optional(v) }, .dictionaryRemoveValue, mutating: true),
    .method("removeAll", [], { _, _ in [] }, { _, _ in .void }, .dictionaryRemoveAll, mutating: true),
    .method("removeAll", ["keepingCapacity"], { _, _ in [.bool] }, { _, _ in .void }, .dictionaryRemoveAll,
            mutating: true),
    .method("merge", [nil, "uniquingKeysWith"],
            { k, v in [.dictionary(k, v), .function(FunctionType(parameters: [.init(v), .init(v)], result: v))] },
            { _, _ in .void }, .dictionaryMerge, mutating: true),
  ]

  /// Set's members in the subset.
  let setMembers: [CollectionMember] = [
    .property("count", { _, _ in .int }, .dictionaryCount),
    .property("isEmpty", { _, _ in .bool }, .dictionaryIsEmpty),
    .method("insert", [nil], { e, _ in [e] },
            { e, _ in .makeTuple([.bool, e], labels: ["inserted", "memberAfterInsert"]) }, .setInsert, mutating: true),
    .method("remove", [nil], { e, _ in [e] }, { e, _ in .optional(e) }, .setRemove, mutating: true),
    .method("removeAll", [], { _, _ in [] }, { _, _ in .void }, .dictionaryRemoveAll, mutating: true),
    .method("removeAll", ["keepingCapacity"], { _, _ in [.bool] }, { _, _ in .void }, .dictionaryRemoveAll,
            mutating: true),
    .method("contains", [nil], { e, _ in [e] }, { _, _ in .bool }, .setContains),
    .method("union", [nil], { e, _ in [.set(e)] }, { e, _ in .set(e) }, .setUnion),
    .method("intersection", [nil], { e, _ in [.set(e)] }, { e, _ in .set(e) }, .setIntersection),
    .method("subtracting", [nil], { e, _ in [.set(e)] }, { e, _ in .set(e) }, .setSubtracting),
    .method("symmetricDifference", [nil], { e, _ in [.set(e)] }, { e, _ in .set(e) }, .setSymmetricDifference),
    .method("isSubset", ["of"], { e, _ in [.set(e)] }, { _, _ in .bool }, .setIsSubset),
    .method("isStrictSubset", ["of"], { e, _ in [.set(e)] }, { _, _ in .bool }, .setIsStrictSubset),
    .method("isSuperset", ["of"], { e, _ in [.set(e)] }, { _, _ in .bool }, .setIsSuperset),
    .method("isStrictSuperset", ["of"], { e, _ in [.set(e)] }, { _, _ in .bool }, .setIsStrictSuperset),
    .method("isDisjoint", ["with"], { e, _ in [.set(e)] }, { _, _ in .bool }, .setIsDisjoint),
    .method("sorted", [], { _, _ in [] }, { e, _ in .array(e) }, .setSorted),
  ]

  /// Members of Swift's Dictionary and Set that the subset does not have: "not supported
  /// yet" rather than "has no member".
  static let otherCollectionMembers: Set<String> = [
    "first", "randomElement", "index", "indices", "startIndex", "endIndex", "filter", "map", "compactMap",
    "flatMap", "reduce", "forEach", "sorted", "min", "max", "contains", "popFirst", "remove", "reserveCapacity",
    "capacity", "enumerated", "allSatisfy", "firstIndex", "lazy", "makeIterator", "customMirror", "description",
    "debugDescription", "hashValue", "hash", "elementsEqual", "shuffled", "reversed", "split", "joined", "prefix",
    "suffix", "dropFirst", "dropLast", "underestimatedCount", "withContiguousStorageIfAvailable",
  ]
  /// ... of Dictionary alone.
  static let otherDictionaryMembers: Set<String> = [
    "mapValues", "compactMapValues", "merging", "grouping", "uniqueKeysWithValues",
  ]
  /// ... of Set alone.
  static let otherSetMembers: Set<String> = [
    "formUnion", "formIntersection", "subtract", "formSymmetricDifference", "update", "removeFirst",
  ]

  private func declareProperties() {
    property(.string, "count", .int, .stringCount)
    property(.string, "isEmpty", .bool, .stringIsEmpty)
    property(.int, "max", .int, .intMax, isStatic: true)
    property(.int, "min", .int, .intMin, isStatic: true)
  }
}
