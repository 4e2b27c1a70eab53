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
  let typeNames: [String: SwiftType] = SizedInteger.allCases.reduce(into: [
    "Int": .int, "Double": .double, "Bool": .bool, "String": .string, "Void": .void,
  ]) { names, k in names[k.name] = .sizedInteger(k) }
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
    "Any", "AnyObject", "Self", "Character", "Float", "Float80", "Substring", "Dictionary", "Set", "Range", "ClosedRange",
    "Comparable", "Equatable", "Hashable", "CustomStringConvertible", "Error", "Never", "Sequence",
    "Collection", "Array", "Optional", "CaseIterable", "IteratorProtocol", "Unicode", "Result",
    "StrideTo", "StrideThrough", "AnyHashable", "Identifiable", "Sendable",
  ]

  /// Operators of Swift's standard library that the subset does not provide (one-sided
  /// ranges, identity): "not supported yet" rather than "cannot find operator".
  static let operatorsOutsideSubset: Set<String> = ["...", "..<", "~=", "??", "===", "!=="]

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
    case .int, .double, .string, .sizedInteger: protocols[p.name] === p
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

  private func shift(_ name: String, _ type: SwiftType, amount: SwiftType, _ builtin: Builtin) {
    let f = function(name, [param(nil, "lhs", type), param(nil, "rhs", amount)], type, builtin, isOperator: true)
    infixOperators[name, default: []].append(f)
  }

  private func prefix(_ name: String, _ type: SwiftType, _ builtin: Builtin) {
    let f = function(name, [param(nil, "x", type)], type, builtin, isOperator: true)
    prefixOperators[name, default: []].append(f)
  }

  // MARK: - The declarations

  private func declareOperators() {
    // Int's operators and the sized integers' (`UInt8 + UInt8`): the same builtins, which
    // IRGen lowers at the operands' width and signedness.
    let integers = [SwiftType.int] + SizedInteger.allCases.map { SwiftType.sizedInteger($0) }
    for t in integers {
      for (name, builtin) in [("+", Builtin.intAdd), ("-", .intSubtract), ("*", .intMultiply), ("/", .intDivide),
                              ("%", .intRemainder), ("&+", .intWrappingAdd), ("&-", .intWrappingSubtract),
                              ("&*", .intWrappingMultiply), ("&", .intBitAnd), ("|", .intBitOr), ("^", .intBitXor),
                              ("<<", .intShiftLeft), (">>", .intShiftRight), ("&<<", .intMaskingShiftLeft),
                              ("&>>", .intMaskingShiftRight)] {
        infix(name, t, t, builtin)
      }
      // A shift's amount may be any integer type; an Int one is the common case
      // (`x << 2`, `bits >> n`).
      if t != .int {
        for (name, builtin) in [("<<", Builtin.intShiftLeft), (">>", .intShiftRight), ("&<<", .intMaskingShiftLeft),
                                ("&>>", .intMaskingShiftRight)] {
          shift(name, t, amount: .int, builtin)
        }
      }
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
      for t in integers { infix(name, t, .bool, i) }
      infix(name, .double, .bool, d)
      if let s { infix(name, .string, .bool, s) }
    }
    infix("==", .bool, .bool, .boolEqual)
    infix("!=", .bool, .bool, .boolNotEqual)
    infix("&&", .bool, .bool, .boolAnd)
    infix("||", .bool, .bool, .boolOr)
    for (name, builtin) in [("+=", Builtin.intAddAssign), ("-=", .intSubtractAssign), ("*=", .intMultiplyAssign),
                            ("/=", .intDivideAssign), ("%=", .intRemainderAssign), ("&=", .intBitAndAssign),
                            ("|=", .intBitOrAssign), ("^=", .intBitXorAssign), ("<<=", .intShiftLeftAssign),
                            (">>=", .intShiftRightAssign), ("&<<=", .intMaskingShiftLeftAssign),
                            ("&>>=", .intMaskingShiftRightAssign)] {
      for t in integers { compoundAssignment(name, t, builtin) }
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

    for t in integers {
      // Unsigned types have no negation (`-x` on a UInt8 finds no operator).
      if !t.isUnsignedInteger { prefix("-", t, .intNegate) }
      prefix("+", t, .intIdentity)
      prefix("~", t, .intBitNot)
    }
    prefix("-", .double, .doubleNegate)
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
    for t in [SwiftType.int, .double, .string] + SizedInteger.allCases.map({ SwiftType.sizedInteger($0) }) {
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
    // The sized integers: from and to every integer type (trapping when the value does
    // not fit), from and to Double, and their text.
    for k in SizedInteger.allCases {
      let t = SwiftType.sizedInteger(k)
      for source in [SwiftType.int] + SizedInteger.allCases.map({ SwiftType.sizedInteger($0) }) {
        initializer(t, from: source, .integerConversion)
      }
      initializer(.int, from: t, .integerConversion)
      initializer(t, from: .double, .intFromDouble)
      initializer(.double, from: t, .doubleFromInt)
      initializer(.string, from: t, .stringFromInt)
    }
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

  private func declareProperties() {
    property(.string, "count", .int, .stringCount)
    property(.string, "isEmpty", .bool, .stringIsEmpty)
    property(.int, "max", .int, .intMax, isStatic: true)
    property(.int, "min", .int, .intMin, isStatic: true)
    for k in SizedInteger.allCases {
      property(.sizedInteger(k), "max", .sizedInteger(k), .intMax, isStatic: true)
      property(.sizedInteger(k), "min", .sizedInteger(k), .intMin, isStatic: true)
    }
  }
}
