import AST

/// The part of Swift's standard library the subset uses, as declarations Sema makes
/// itself: operator functions, `print`, the conversion initializers, the
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
  /// The conversion initializers of the built-in types (`Double(i)`, `String(x)`); see
  /// `initializers(of:)`.
  private var initializers: [SwiftType: [ConstructorDecl]] = [:]
  /// The integer types' conversions by label, declared on first use (`labeledConversions(to:)`).
  private var labeledConversions: [SwiftType: [ConstructorDecl]] = [:]
  /// The labels of those conversions.
  static let integerConversionLabels: Set<String> = ["truncatingIfNeeded", "clamping", "exactly", "bitPattern"]
  /// Instance and static properties of the built-in types by name.
  private(set) var properties: [SwiftType: [String: VarDecl]] = [:]
  /// Instance methods of the built-in types by name (`(1...5).contains(3)`).
  private(set) var methods: [SwiftType: [String: [FuncDecl]]] = [:]
  /// The builtins module Swift's own source may call, `Builtin.name(...)`, by name (the
  /// `Builtin` case's): one declaration each, with its signature (`libraryBuiltinSignatures`).
  private(set) var libraryBuiltins: [String: FuncDecl] = [:]
  /// The range types that are values (`Range<Int>`, `ClosedRange<Int>`, and of
  /// `String.Index`).
  static func isRangeValue(_ t: SwiftType) -> Bool {
    switch t {
    case .range(.halfOpen, .int), .range(.closed, .int), .range(.halfOpen, .stringIndex), .range(.closed, .stringIndex):
      true
    default: false
    }
  }
  /// The built-in type names.
  let typeNames: [String: SwiftType] = SizedInteger.allCases.reduce(into: [
    "Int": .int, "Double": .double, "Bool": .bool, "String": .string, "Void": .void,
    "Character": .character, "Substring": .substring,
  ]) { names, k in names[k.name] = .sizedInteger(k) }
  /// Prefix `..<` on a `String.Index` (`PartialRangeUpTo`), only as a String's subscript
  /// argument (`s[..<i]`); its builtin is `halfOpenRange` with one operand.
  private(set) var indexUpTo: FuncDecl!
  /// The standard library's protocols the compiler knows by name: `Equatable`,
  /// `Comparable`, `Hashable`, `Sequence` and `IteratorProtocol`, declared in module
  /// Swift's source (stdlib/Equatable.swift, stdlib/Sequence.swift, ...) and adopted
  /// from it (`adoptLibraryProtocols`). The built-in types conform by `builtinConforms`:
  /// Int, Double and String to Equatable and Comparable, Bool to Equatable (the integer
  /// types, Double, Bool, String and Character declare Hashable in the library), arrays,
  /// strings, dictionaries, sets and ranges of Int to Sequence.
  private(set) var protocols: [String: ProtocolDecl] = [:]
  /// The protocols of module Swift's source that the compiler knows by name: what a
  /// program's type derives from them (DerivedConformances.swift), what the built-in
  /// types conform to, and how a comparison through a generic parameter is lowered
  /// (`Builtin.genericEqual` ...) stay special, here and in those files; which built-in
  /// types are Sequences, and that `for`-`in` calls `makeIterator()` and `next()`
  /// (SequenceIteration.swift).
  static let libraryProtocolNames: Set<String> = [
    "Equatable", "Comparable", "Hashable", "Sequence", "IteratorProtocol",
  ]
  /// The literal protocols (stdlib/LiteralProtocols.swift), by name: a literal whose
  /// contextual type conforms to its kind's is a call of the protocol's initializer
  /// (Sema/LiteralProtocols.swift). The built-in types conform in the library
  /// (stdlib/LiteralConformances.swift), not by `builtinConforms`.
  static let literalProtocolNames: Set<String> = [
    "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral",
    "ExpressibleByUnicodeScalarLiteral", "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByStringLiteral",
    "ExpressibleByNilLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
    "_ExpressibleByBuiltinIntegerLiteral", "_ExpressibleByBuiltinFloatLiteral", "_ExpressibleByBuiltinBooleanLiteral",
    "_ExpressibleByBuiltinUnicodeScalarLiteral", "_ExpressibleByBuiltinExtendedGraphemeClusterLiteral",
    "_ExpressibleByBuiltinStringLiteral",
  ]
  /// The protocols of `literalProtocolNames`, taken from module Swift's source.
  private(set) var literalProtocols: [String: ProtocolDecl] = [:]
  /// Those a built-in type may conform to without a declaration (`builtinConforms`), in
  /// the order a lookup meets them.
  static let builtinConformanceOrder = ["Equatable", "Comparable", "Sequence"]
  /// `Error`: what `throw` throws (ErrorHandling.swift). Structs, enums and classes
  /// conform to it by declaring it; it has no requirements.
  let errorProtocol: ProtocolDecl = {
    let p = ProtocolDecl(name: "Error", nameLoc: .invalid, inherited: [], members: [], range: .invalid)
    p.isImplicit = true
    p.access = .public
    p.moduleName = "Swift"
    return p
  }()
  /// `Sendable`: a marker protocol (no requirements, nothing at run time), declared in
  /// an inheritance clause (Concurrency.swift).
  let sendableProtocol: ProtocolDecl = {
    let p = ProtocolDecl(name: "Sendable", nameLoc: .invalid, inherited: [], members: [], range: .invalid)
    p.isImplicit = true
    p.isMarker = true
    p.access = .public
    p.moduleName = "Swift"
    return p
  }()

  /// Array's properties (stdlib/Array.swift's), by name: a library type's sequence that
  /// lacks one (`count` of a `ReversedCollection`) has Swift's Collection's, which is
  /// "not supported yet" rather than "no member".
  static let arrayPropertyNames: Set<String> = ["count", "isEmpty", "first", "last", "indices"]
  /// Array's operators besides `==` and `!=`, declared by stdlib/Array.swift: `+` gives
  /// a new value, `+=` appends to its `inout` left operand. Sema picks them for array
  /// operands, typing a literal operand by the other (`a + [1]`), as it does `==`.
  static let arrayOperatorNames: Set<String> = ["+", "+="]
  /// Methods the library declares in `extension Array` that Swift's declares on a
  /// protocol the library does not have (`Sequence`) or that Array's own members would
  /// hide (`firstIndex(where:)` hides `Collection`'s `firstIndex(of:)`)
  /// (stdlib/ElementSearch.swift, stdlib/MinMaxElement.swift): swiftc's errors for them
  /// name that protocol, by the method's name as they print it.
  static let arrayMethodProtocols: [String: String] = [
    "contains": "Sequence", "min()": "Sequence", "max()": "Sequence", "firstIndex(of:)": "Collection",
    "lastIndex(of:)": "BidirectionalCollection",
  ]
  /// Methods of Swift's `Array` that miniswiftc does not have: "not supported yet".
  static let arrayMethodsOutsideSubset: Set<String> = [
    "index", "shuffled", "shuffle",
    "randomElement", "distance", "formIndex", "lexicographicallyPrecedes", "partition",
    "withUnsafeBufferPointer",
  ]
  /// Whether Swift's `Array` has a member `name` (a method, a property, or an overload
  /// of a property taking arguments, `last(where:)`) that miniswiftc does not: "not
  /// supported yet" rather than swiftc's "no member", which would blame valid Swift.
  static func isArrayMemberOutsideSubset(_ name: String) -> Bool {
    arrayMethodsOutsideSubset.contains(name) || otherCollectionMembers.contains(name)
      || ["startIndex", "endIndex", "capacity", "count", "last"].contains(name)
  }

  /// Free functions of Swift's standard library that the subset does not provide: a
  /// use is "not supported yet" rather than "cannot find".
  static let functionsOutsideSubset: Set<String> = [
    "readLine", "dump", "sequence", "repeatElement", "type", "sqrt", "pow",
    "floor", "ceil", "round", "exit", "numericCast", "withUnsafePointer", "withUnsafeMutablePointer",
    "withTaskGroup", "withThrowingTaskGroup",
  ]

  /// Types and protocols of Swift's standard library that the subset does not provide,
  /// whether written as a type (`var x: Int8`) or used as a value (`Int8.min`,
  /// `Set<String>()`): "type 'X' is not supported yet" rather than "cannot find".
  static let typesOutsideSubset: Set<String> = [
    "Self", "Float", "Float80", "Dictionary", "Set", "Range", "ClosedRange",
    "Comparable", "Equatable", "Hashable", "CustomStringConvertible",
    "Collection", "Array", "Optional", "Unicode",
    "AnyHashable", "Identifiable", "Sendable",
    "UnicodeScalar", "Int128", "UInt128", "Float16",
    "Task", "TaskGroup", "MainActor",
    // Swift's numeric and collection protocols the subset does not have.
    "Numeric", "SignedNumeric", "AdditiveArithmetic", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
    "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint",
    "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "StringProtocol",
    "LosslessStringConvertible", "ExpressibleByStringInterpolation", "DefaultStringInterpolation",
  ]

  /// The standard library's protocols a user type may declare a conformance to.
  static let protocolsUserTypesConformTo: Set<String> = ["Equatable", "Comparable", "Hashable", "Sequence", "IteratorProtocol"]
  /// Labeled initializers of Swift's built-in types that the subset does not provide
  /// (`String(cString:)`), or provides for some argument types only (`Int8(exactly:)`
  /// of an integer, not of a Double), by their labels: "not supported yet" rather than
  /// "no exact matches" or "cannot convert". (`String(repeating:count:)` is
  /// `repeating:count:`.)
  static func isInitializerOutsideSubset(of t: SwiftType, labels: [String?]) -> Bool {
    let written = labels.map { ($0 ?? "_") + ":" }.joined()
    let integer: Set<String> = [
      "truncatingIfNeeded:", "bitPattern:", "exactly:", "clamping:", "littleEndian:", "bigEndian:",
    ]
    switch t {
    case .int, .sizedInteger: return integer.contains(written)
    case .double:
      return ["exactly:", "bitPattern:", "sign:exponent:significand:", "signOf:magnitudeOf:", "nan:signaling:"]
        .contains(written)
    case .string:
      return ["repeating:count:", "decoding:as:",
              "cString:", "unsafeUninitializedCapacity:initializingUTF8With:"].contains(written)
    case .character: return ["extendedGraphemeClusterLiteral:", "unicodeScalarLiteral:"].contains(written)
    case .dictionary: return ["minimumCapacity:", "dictionaryLiteral:", "from:"].contains(written)
    default: return false
    }
  }

  /// `i...j` on String indices: Swift's ranges of any Comparable type, of which the
  /// subset has those of Int built in (and `..<` of String indices) and the others as the
  /// library's structs (`1.0...2.0`, LibraryRanges.swift): those it has neither way are
  /// "not supported yet" rather than "cannot be applied".
  static func isRangeOutsideSubset(_ op: String, _ l: SwiftType, _ r: SwiftType) -> Bool {
    guard op == "..." || op == "..<", l == r else { return false }
    switch l {
    case .double, .string, .character, .stringIndex, .sizedInteger: return true
    default: return false
    }
  }

  /// `Int(sub)`, `Int8(sub, radix: 16)`, `Double(sub)`: Swift's initializers from a
  /// Substring (the integers' generic over `StringProtocol`), of which the subset has
  /// those from a String only (Int's and Double's built in, the integer types' with a
  /// radix the library's, stdlib/IntegerRadixText.swift; Bool's the library's,
  /// stdlib/BoolFromText.swift).
  static func isInitializerFromTextOutsideSubset(of t: SwiftType, arguments: [(label: String?, type: SwiftType)]) -> Bool {
    guard let text = arguments.first, text.label == nil, text.type == .substring else { return false }
    switch t {
    case .int, .sizedInteger: return arguments.count == 1 || (arguments.count == 2 && arguments[1].label == "radix")
    case .double, .bool: return arguments.count == 1
    default: return false
    }
  }

  /// Operators of Swift's standard library that the subset does not provide (one-sided
  /// ranges, identity): "not supported yet" rather than "cannot find operator".
  static let operatorsOutsideSubset: Set<String> = ["...", "..<", "~=", "??", "===", "!=="]

  init() {
    declareOperators()
    declareInitializers()
    declareProperties()
    declareMethods()
    declareLibraryBuiltins()
  }

  /// What `Builtin.name(...)` takes and gives, for the builtins module Swift's source
  /// calls: the one table of them. A signature is a function of the call's generic
  /// parameters (`T`; none for most), as Swift's builtins are generic over the types
  /// they work on: `Builtin.arrayCount<T>(_: [T]) -> Int` is what `extension Array`'s
  /// `count` calls (stdlib/Array.swift).
  private static var libraryBuiltinSignatures: [LibraryBuiltinSignature] {
    [
      .init(.hashInt, [.int], .int),
      .init(.hash, generic: ["T"]) { t in ([t[0]], .int) },
      .init(.identical, generic: ["T"]) { t in ([t[0], t[0]], .bool) },
      .init(.truncatingRemainder, [.double, .double], .double),
      .init(.sqrt, [.double], .double),
      .init(.round, [.double], .double),
      .init(.rint, [.double], .double),
      .init(.trunc, [.double], .double),
      .init(.ceil, [.double], .double),
      .init(.floor, [.double], .double),
      .init(.utf8Count, [.string], .int),
      .init(.utf8CodeUnit, [.string, .int], .sizedInteger(.uint8)),
      .init(.nextCharacterBoundary, [.string, .int], .int),
      .init(.characterBetween, [.string, .int, .int], .character),
      .init(.qualifiedTypeName, generic: ["T"]) { t in ([t[0]], .string) },
      .init(.unicodeProperties, [.int], .int),
      .init(.unicodeWholeNumber, [.int], .int),
      .init(.stringFromScalar, [.int], .string),
      .init(.changesWhenUppercased, [.string], .bool),
      .init(.changesWhenLowercased, [.string], .bool),
      // The checks' (stdlib/Assert.swift); the two that never return give the library's
      // `Never` (`adoptNever`).
      .init(.isDebugAssertConfiguration, [], .bool),
      .init(.assertionFailure, [.string, .string, .string, .sizedInteger(.uint)], .void),
      .init(.trap, [], .void),
      .init(.libraryPreconditionFailure, [.string, .string, .int], .void),
      .init(.libraryFatalError, [.string, .string, .int], .void),
      // `print`'s and `debugPrint`'s (stdlib/Print.swift).
      .init(.writeStandardOutput, [.string], .void),
      .init(.description, generic: ["T"]) { t in ([t[0]], .string) },
      .init(.debugDescription, generic: ["T"]) { t in ([t[0]], .string) },
      // Array's primitives (stdlib/Array.swift), over the runtime's buffer.
      .init(.arrayRepeating, generic: ["T"]) { t in ([t[0], .int], .array(t[0])) },
      .init(.arrayCount, generic: ["T"]) { t in ([.array(t[0])], .int) },
      .init(.arrayElement, generic: ["T"]) { t in ([.array(t[0]), .int], t[0]) },
      .init(.arrayElementAddress, generic: ["T"], inOut: [0]) { t in ([.array(t[0]), .int], .int) },
      .init(.arrayIsEmpty, generic: ["T"]) { t in ([.array(t[0])], .bool) },
      .init(.arrayFirst, generic: ["T"]) { t in ([.array(t[0])], .optional(t[0])) },
      .init(.arrayLast, generic: ["T"]) { t in ([.array(t[0])], .optional(t[0])) },
      .init(.arrayIndices, generic: ["T"]) { t in ([.array(t[0])], .range(.halfOpen, .int)) },
      .init(.arrayConcat, generic: ["T"]) { t in ([.array(t[0]), .array(t[0])], .array(t[0])) },
      .init(.arrayAppend, generic: ["T"], inOut: [0]) { t in ([.array(t[0]), t[0]], .void) },
      .init(.arrayAppendContents, generic: ["T"], inOut: [0]) { t in ([.array(t[0]), .array(t[0])], .void) },
      .init(.arrayInsert, generic: ["T"], inOut: [0]) { t in ([.array(t[0]), t[0], .int], .void) },
      .init(.arrayRemoveAt, generic: ["T"], inOut: [0]) { t in ([.array(t[0]), .int], t[0]) },
      .init(.arrayRemoveFirst, generic: ["T"], inOut: [0]) { t in ([.array(t[0])], t[0]) },
      .init(.arrayRemoveLast, generic: ["T"], inOut: [0]) { t in ([.array(t[0])], t[0]) },
      .init(.arrayRemoveAll, generic: ["T"], inOut: [0]) { t in ([.array(t[0])], .void) },
      .init(.arrayPopLast, generic: ["T"], inOut: [0]) { t in ([.array(t[0])], .optional(t[0])) },
      .init(.arrayReserveCapacity, generic: ["T"], inOut: [0]) { t in ([.array(t[0]), .int], .void) },
      .init(.arraySwapAt, generic: ["T"], inOut: [0]) { t in ([.array(t[0]), .int, .int], .void) },
      .init(.arrayReplaceSubrange, generic: ["T"], inOut: [0]) { t in
        ([.array(t[0]), .int, .int, .array(t[0]), .int, .int], .void)
      },
      // Dictionary's and Set's (stdlib/Dictionary.swift, stdlib/Set.swift), over the
      // runtime's hash table; `C` is a dictionary or a set, which share the table.
      .init(.dictionaryCount, generic: ["C"]) { t in ([t[0]], .int) },
      .init(.dictionaryIsEmpty, generic: ["C"]) { t in ([t[0]], .bool) },
      .init(.dictionaryRemoveAll, generic: ["C"], inOut: [0]) { t in ([t[0], .bool], .void) },
      .init(.dictionaryKeys, generic: ["K", "V"]) { t in ([.dictionary(t[0], t[1])], .array(t[0])) },
      .init(.dictionaryValues, generic: ["K", "V"]) { t in ([.dictionary(t[0], t[1])], .array(t[1])) },
      .init(.dictionaryUpdateValue, generic: ["K", "V"], inOut: [0]) { t in
        ([.dictionary(t[0], t[1]), t[1], t[0]], .optional(t[1]))
      },
      .init(.dictionaryLookup, generic: ["K", "V"]) { t in ([.dictionary(t[0], t[1]), t[0]], .optional(t[1])) },
      .init(.dictionaryValueAddress, generic: ["K", "V"], inOut: [0]) { t in ([.dictionary(t[0], t[1]), t[0]], .int) },
      .init(.dictionaryInsertAddress, generic: ["K", "V"], inOut: [0]) { t in ([.dictionary(t[0], t[1]), t[1], t[0]], .int) },
      .init(.dictionaryRemoveValue, generic: ["K", "V"], inOut: [0]) { t in
        ([.dictionary(t[0], t[1]), t[0]], .optional(t[1]))
      },
      .init(.setInsert, generic: ["T"], inOut: [0]) { t in
        ([.set(t[0]), t[0]], .makeTuple([.bool, t[0]], labels: ["inserted", "memberAfterInsert"]))
      },
      .init(.setRemove, generic: ["T"], inOut: [0]) { t in ([.set(t[0]), t[0]], .optional(t[0])) },
      .init(.setContains, generic: ["T"]) { t in ([.set(t[0]), t[0]], .bool) },
      // (Set's `init(_:)` of a sequence, stdlib/SetFromSequence.swift: the table made at
      // the size of the array of its elements.)
      .init(.setFromArray, generic: ["T"]) { t in ([.array(t[0])], .set(t[0])) },
      // The iterators' walk over the table's occupied slots
      // (stdlib/HashedCollectionIteration.swift).
      .init(.hashedNextSlot, generic: ["C"]) { t in ([t[0], .int], .int) },
      .init(.setElementAt, generic: ["T"]) { t in ([.set(t[0]), .int], t[0]) },
      .init(.dictionaryEntryAt, generic: ["K", "V"]) { t in
        ([.dictionary(t[0], t[1]), .int], .makeTuple([t[0], t[1]], labels: ["key", "value"]))
      },
    ]
  }

  /// Declares each builtin of `libraryBuiltinSignatures`, generic over its signature's
  /// parameters.
  private func declareLibraryBuiltins() {
    for signature in StandardLibrary.libraryBuiltinSignatures {
      let builtin = signature.builtin
      let f = function(builtin.rawValue, [], .void, builtin)
      f.genericParameters = signature.genericParameters.map { name in
        let g = GenericTypeParamDecl(name: name, nameLoc: .invalid, range: .invalid)
        g.isImplicit = true
        g.parent = f
        g.interfaceType = .metatype(.genericParameter(g))
        return g
      }
      let (parameters, result) = signature.types(f.genericParameters.map { SwiftType.genericParameter($0) })
      let params = parameters.enumerated().map { i, p in
        param(nil, "x\(i)", p, inOut: signature.inOutParameters.contains(i))
      }
      f.parameters = ParameterList(parameters: params, range: .invalid)
      for p in params { p.parent = f }
      f.interfaceType = functionType(params, result)
      libraryBuiltins[builtin.rawValue] = f
    }
  }

  /// Takes the protocols of `libraryProtocolNames` from module Swift's source, and its
  /// `Never` as the result of the builtins that never return.
  func adoptLibraryProtocols(of library: ModuleDecl) {
    for case let p as ProtocolDecl in library.decls where StandardLibrary.libraryProtocolNames.contains(p.name) {
      protocols[p.name] = p
    }
    for case let p as ProtocolDecl in library.decls where StandardLibrary.literalProtocolNames.contains(p.name) {
      literalProtocols[p.name] = p
    }
    guard let never = library.decls.first(where: { $0 is EnumDecl && ($0 as? EnumDecl)?.name == "Never" }) as? EnumDecl
    else { return }
    for f in libraryBuiltins.values where f.builtin?.isNoReturn == true {
      f.interfaceType = functionType(f.parameters.parameters, .nominal(never))
    }
  }

  /// Does a built-in type conform to one of the built-in protocols?
  func builtinConforms(_ t: SwiftType, to p: ProtocolDecl) -> Bool {
    switch p.name {
    case "Sequence": return protocols[p.name] === p && StandardLibrary.isRangeValueOrCollection(t)
    case "IteratorProtocol": return false
    case "Hashable" where t.isInteger || [.double, .bool, .string, .character].contains(t): return false
    default: break
    }
    switch t {
    case .int, .double, .string, .sizedInteger: return protocols[p.name] === p
    case .bool: return protocols[p.name] === p && p.name != "Comparable"
    case .character, .stringIndex, .substring: return protocols[p.name] === p
    default: return false
    }
  }

  /// The built-in types that are `Sequence`s as values (arrays, sets, dictionaries,
  /// strings, ranges of Int; a range of `String.Index` is not, String.Index not being
  /// `Strideable`).
  static func isRangeValueOrCollection(_ t: SwiftType) -> Bool {
    if case .range(_, let bound) = t { return bound == .int && isRangeValue(t) }
    return t.builtinSequenceElement != nil
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
    // Characters compare as Strings do (canonical equivalence), indices as offsets.
    for (name, _, _, s) in comparisons {
      if let s { infix(name, .character, .bool, s) }
    }
    for (name, i, _, _) in comparisons { infix(name, .stringIndex, .bool, i) }
    // A Substring compares with a Substring or a String (Swift's StringProtocol operators).
    for (name, _, _, s) in comparisons {
      guard let s else { continue }
      for (l, r) in [(SwiftType.substring, SwiftType.substring), (.substring, .string), (.string, .substring)] {
        let f = function(name, [param(nil, "lhs", l), param(nil, "rhs", r)], .bool, s, isOperator: true)
        infixOperators[name, default: []].append(f)
      }
    }
    let indexRange = function("..<", [param(nil, "minimum", .stringIndex), param(nil, "maximum", .stringIndex)],
                              .range(.halfOpen, .stringIndex), .halfOpenRange, isOperator: true)
    infixOperators["..<", default: []].append(indexRange)
    // `s.startIndex...s.index(before: s.endIndex)`: a `ClosedRange<String.Index>`, which
    // a String's subscript takes (up to the Character after its upper bound).
    let closedIndexRange = function("...", [param(nil, "minimum", .stringIndex), param(nil, "maximum", .stringIndex)],
                                    .range(.closed, .stringIndex), .closedRange, isOperator: true)
    infixOperators["...", default: []].append(closedIndexRange)
    indexUpTo = function("..<", [param(nil, "maximum", .stringIndex)], .range(.halfOpen, .stringIndex), .halfOpenRange,
                         isOperator: true)
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

  private func initializer(_ type: SwiftType, from: SwiftType, _ builtin: Builtin, failable: Bool = false) {
    initializers[type, default: []].append(conversion(type, from: from, builtin, failable: failable, label: nil))
  }

  /// A built-in initializer of `type` taking one `from`.
  private func conversion(_ type: SwiftType, from: SwiftType, _ builtin: Builtin, failable: Bool, label: String?)
    -> ConstructorDecl
  {
    let p = param(label, label ?? "value", from)
    let c = ConstructorDecl(name: "init", nameLoc: .invalid, parameters: ParameterList(parameters: [p], range: .invalid), body: nil, range: .invalid)
    c.isImplicit = true
    c.builtin = builtin
    c.isFailable = failable
    c.access = .public
    c.interfaceType = functionType([p], failable ? .optional(type) : type)
    p.parent = c
    return c
  }

  private func declareInitializers() {
    initializer(.double, from: .int, .doubleFromInt)
    initializer(.double, from: .double, .doubleFromDouble)
    initializer(.int, from: .int, .intFromInt)
    initializer(.int, from: .double, .intFromDouble)
    initializer(.int, from: .string, .intFromString, failable: true)
    initializer(.double, from: .string, .doubleFromString, failable: true)
    initializer(.string, from: .int, .stringFromInt)
    initializer(.string, from: .double, .stringFromDouble)
    initializer(.string, from: .bool, .stringFromBool)
    initializer(.string, from: .string, .stringFromString)
    initializer(.character, from: .string, .characterFromString)
    initializer(.string, from: .character, .stringFromCharacter)
    initializer(.string, from: .substring, .stringFromSubstring)
    initializer(.string, from: .array(.character), .stringFromCharacters)
    for repeated in [SwiftType.string, .character] {
      let params = [param("repeating", "repeatedValue", repeated), param("count", "count", .int)]
      let c = ConstructorDecl(name: "init", nameLoc: .invalid, parameters: ParameterList(parameters: params, range: .invalid),
                              body: nil, range: .invalid)
      c.isImplicit = true
      c.builtin = .stringRepeating
      c.access = .public
      c.interfaceType = functionType(params, .string)
      for p in params { p.parent = c }
      initializers[.string, default: []].append(c)
    }
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

  /// The conversion initializers of built-in type `t` (not the integer types'
  /// conversions by label, `labeledConversions(to:)`).
  func initializers(of t: SwiftType) -> [ConstructorDecl] {
    initializers[t] ?? []
  }

  /// Swift's `init(truncatingIfNeeded:)`, `init(clamping:)` and `init?(exactly:)` of
  /// integer type `t` from every integer type (one generic initializer each over
  /// `BinaryInteger` in Swift, which the subset does not have), and `init(bitPattern:)`
  /// from the type of its width and the other signedness. They are found only by a call
  /// or a reference written with their label (`Int8(clamping: x)`,
  /// `UInt8.init(truncatingIfNeeded:)`): among the overloads of every `Int(x)` (its 34
  /// more candidates cost 6 million instructions of a one-line `-typecheck`), or
  /// declared for every type at every compile (15 million), they would cost every
  /// program; and `Int8.init` alone names `init(_:)`, a concrete initializer outranking
  /// Swift's generic ones. (A protocol requiring one of them finds no witness yet.)
  func labeledConversions(to t: SwiftType) -> [ConstructorDecl] {
    guard t.isInteger else { return [] }
    if let declared = labeledConversions[t] { return declared }
    var declared: [ConstructorDecl] = []
    let integers = [SwiftType.int] + SizedInteger.allCases.map { SwiftType.sizedInteger($0) }
    for source in integers {
      declared.append(conversion(t, from: source, .integerTruncation, failable: false, label: "truncatingIfNeeded"))
      declared.append(conversion(t, from: source, .integerClamping, failable: false, label: "clamping"))
      declared.append(conversion(t, from: source, .integerExactConversion, failable: true, label: "exactly"))
    }
    let partners: [SwiftType: SwiftType] = [
      .int: .sizedInteger(.uint), .sizedInteger(.uint): .int,
      .sizedInteger(.int8): .sizedInteger(.uint8), .sizedInteger(.uint8): .sizedInteger(.int8),
      .sizedInteger(.int16): .sizedInteger(.uint16), .sizedInteger(.uint16): .sizedInteger(.int16),
      .sizedInteger(.int32): .sizedInteger(.uint32), .sizedInteger(.uint32): .sizedInteger(.int32),
      .sizedInteger(.int64): .sizedInteger(.uint64), .sizedInteger(.uint64): .sizedInteger(.int64),
    ]
    if let source = partners[t] {
      declared.append(conversion(t, from: source, .integerTruncation, failable: false, label: "bitPattern"))
    }
    labeledConversions[t] = declared
    return declared
  }

  private func property(_ owner: SwiftType, _ name: String, _ type: SwiftType, _ builtin: Builtin, isStatic: Bool = false) {
    properties[owner, default: [:]][name] = Self.builtinProperty(name, type: type, builtin: builtin, isStatic: isStatic)
  }

  /// A read-only built-in property (`count`, `isEmpty`, `Int.max`): a computed public
  /// `VarDecl` whose getter IRGen lowers as `builtin`.
  static func builtinProperty(_ name: String, type: SwiftType, builtin: Builtin, isStatic: Bool = false) -> VarDecl {
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
    return v
  }

  /// A Sema-made method with a builtin (`a.append(x)`'s `append`), its parameters
  /// labelled `labels` (none when empty).
  static func builtinMethod(_ name: String, builtin: Builtin, parameters: [SwiftType], labels: [String?],
                            result: SwiftType, isMutating: Bool) -> FuncDecl {
    let params = parameters.enumerated().map { i, t -> ParamDecl in
      let label = i < labels.count ? labels[i] : nil
      let p = ParamDecl(argumentLabel: label, name: label ?? "x", nameLoc: .invalid, range: .invalid)
      p.interfaceType = t
      p.isImplicit = true
      return p
    }
    let f = FuncDecl(name: name, nameLoc: .invalid, parameters: ParameterList(parameters: params, range: .invalid),
                     body: nil, range: .invalid)
    f.isImplicit = true
    f.builtin = builtin
    f.modifiers.isMutating = isMutating
    f.access = .public
    f.interfaceType = .function(FunctionType(parameters: parameters.map { .init($0) }, result: result))
    for p in params { p.parent = f }
    return f
  }

  /// A built-in type's subscript as a declaration (the witness of a protocol's subscript
  /// requirement): String's `subscript(_: String.Index) -> Character { get }`
  /// (`stringSubscript`), a range of Int's `subscript(_: Int) -> Int { get }`
  /// (`rangeSubscript`). IRGen reads it as `s[i]`, `r[i]`. (Array's is the library's,
  /// stdlib/ArraySubscript.swift.)
  static func builtinSubscript(index: SwiftType, element: SwiftType, builtin: Builtin) -> SubscriptDecl {
    func indexParameter() -> ParamDecl {
      let p = ParamDecl(argumentLabel: nil, name: "i", nameLoc: .invalid, range: .invalid)
      p.interfaceType = index
      p.isImplicit = true
      return p
    }
    let s = SubscriptDecl(indices: ParameterList(parameters: [indexParameter()], range: .invalid), nameLoc: .invalid,
                          range: .invalid)
    s.isImplicit = true
    s.access = .public
    s.interfaceType = element
    let getter = AccessorDecl(kind: .get, parameters: ParameterList(parameters: [indexParameter()], range: .invalid),
                              body: nil, range: .invalid)
    getter.interfaceType = .function(FunctionType(parameters: [.init(index)], result: element))
    let accessors = [getter]
    for a in accessors {
      a.isImplicit = true
      a.builtin = builtin
      a.storage = s
      a.parent = s
      a.access = .public
      for p in a.parameters.parameters { p.parent = a }
    }
    s.accessors = accessors
    return s
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

  /// Set's members the library does not declare yet (its `count`, `insert`, ... are
  /// stdlib/Set.swift's, Dictionary's stdlib/Dictionary.swift's, its `sorted()` every
  /// Sequence's, stdlib/Sort.swift): none left.
  let setMembers: [CollectionMember] = []

  /// Members of Swift's Dictionary and Set that the subset does not have: "not supported
  /// yet" rather than "has no member".
  static let otherCollectionMembers: Set<String> = [
    "first", "randomElement", "index", "indices", "startIndex", "endIndex", "filter", "map", "compactMap",
    "flatMap", "reduce", "forEach", "sorted", "min", "max", "contains", "popFirst", "remove", "reserveCapacity",
    "capacity", "enumerated", "allSatisfy", "firstIndex", "lazy", "makeIterator", "customMirror", "description",
    "debugDescription", "hashValue", "hash", "shuffled", "reversed", "split", "joined", "prefix",
    "suffix", "dropFirst", "dropLast", "underestimatedCount", "withContiguousStorageIfAvailable",
  ]
  /// ... of Dictionary alone.
  static let otherDictionaryMembers: Set<String> = [
    "mapValues", "compactMapValues", "merging", "grouping", "uniqueKeysWithValues",
  ]
  /// ... of Set alone.
  static let otherSetMembers: Set<String> = [
    "removeFirst",
  ]

  private func declareProperties() {
    for t in [SwiftType.range(.halfOpen, .int), .range(.closed, .int)] {
      property(t, "lowerBound", .int, .rangeLowerBound)
      property(t, "upperBound", .int, .rangeUpperBound)
      property(t, "count", .int, .rangeCount)
      property(t, "isEmpty", .bool, .rangeIsEmpty)
      let contains = function("contains", [param(nil, "element", .int)], .bool, .rangeContains)
      methods[t, default: [:]]["contains", default: []].append(contains)
    }
    property(.string, "count", .int, .stringCount)
    property(.string, "isEmpty", .bool, .stringIsEmpty)
    property(.int, "max", .int, .intMax, isStatic: true)
    property(.int, "min", .int, .intMin, isStatic: true)
    property(.string, "startIndex", .stringIndex, .stringStartIndex)
    property(.string, "endIndex", .stringIndex, .stringEndIndex)
    property(.substring, "count", .int, .substringCount)
    property(.substring, "isEmpty", .bool, .substringIsEmpty)
    for k in SizedInteger.allCases {
      property(.sizedInteger(k), "max", .sizedInteger(k), .intMax, isStatic: true)
      property(.sizedInteger(k), "min", .sizedInteger(k), .intMin, isStatic: true)
    }
  }

  private func declareMethods() {
    for (name, builtin) in [("uppercased", Builtin.stringUppercased), ("lowercased", .stringLowercased)] {
      methods[.string, default: [:]][name, default: []].append(function(name, [], .string, builtin))
    }
    func method(_ name: String, _ params: [ParamDecl], _ result: SwiftType, _ builtin: Builtin) {
      let f = function(name, params, result, builtin)
      f.modifiers.isMutating = builtin.isStringMutation
      // (Swift's `remove(at:)` returns the Character removed, which callers may ignore.)
      if builtin == .stringRemoveAt { f.attributes.append("discardableResult") }
      methods[.string, default: [:]][name, default: []].append(f)
    }
    method("index", [param("before", "i", .stringIndex)], .stringIndex, .stringIndexBefore)
    method("index", [param("after", "i", .stringIndex)], .stringIndex, .stringIndexAfter)
    method("index", [param(nil, "i", .stringIndex), param("offsetBy", "distance", .int)], .stringIndex,
           .stringIndexOffsetBy)
    method("append", [param(nil, "c", .character)], .void, .stringAppendCharacter)
    method("append", [param(nil, "other", .string)], .void, .stringAppendCharacter)
    method("append", [param("contentsOf", "newElements", .string)], .void, .stringAppendCharacter)
    method("insert", [param(nil, "newElement", .character), param("at", "i", .stringIndex)], .void, .stringInsert)
    method("insert", [param("contentsOf", "newElements", .string), param("at", "i", .stringIndex)], .void,
           .stringInsertContents)
    method("remove", [param("at", "i", .stringIndex)], .character, .stringRemoveAt)
    method("removeSubrange", [param(nil, "bounds", .range(.halfOpen, .stringIndex))], .void, .stringRemoveSubrange)
    method("firstIndex", [param("of", "element", .character)], .optional(.stringIndex), .stringFirstIndexOf)
    method("hasPrefix", [param(nil, "prefix", .string)], .bool, .stringHasPrefix)
    method("hasSuffix", [param(nil, "suffix", .string)], .bool, .stringHasSuffix)
  }
}

/// What a builtin module Swift's source calls takes and gives
/// (`StandardLibrary.libraryBuiltinSignatures`): its types are a function of its generic
/// parameters (none, or `T`), and the parameters at `inOutParameters` are `inout`
/// (`Builtin.arrayAppend(&self, x)`).
struct LibraryBuiltinSignature {
  let builtin: Builtin
  let genericParameters: [String]
  let inOutParameters: Set<Int>
  let types: ([SwiftType]) -> (parameters: [SwiftType], result: SwiftType)

  /// A builtin over fixed types.
  init(_ builtin: Builtin, _ parameters: [SwiftType], _ result: SwiftType) {
    self.init(builtin, generic: []) { _ in (parameters, result) }
  }

  /// A builtin generic over `generic`, its types given those parameters.
  init(_ builtin: Builtin, generic: [String], inOut: Set<Int> = [],
       _ types: @escaping ([SwiftType]) -> (parameters: [SwiftType], result: SwiftType)) {
    self.builtin = builtin
    self.genericParameters = generic
    self.inOutParameters = inOut
    self.types = types
  }
}
