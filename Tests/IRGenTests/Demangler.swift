/// Reads a Swift symbol back as a Swift name, the way `swift demangle --simplified`
/// prints it (and swiftc's `-emit-sil` comments show it):
///
///     $s8EmployeeAAC05printA4InfoyyF               Employee.printEmployeeInfo()
///     $s8Employee0A7AddressVAA0B0A2aDP7houseNoSivgTW
///         protocol witness for Address.houseNo.getter in conformance EmployeeAddress
///
/// It decodes what `Mangler` writes (swift/docs/ABI/Mangling.rst): identifiers with word
/// substitutions (`05printA4Info` is `print` + word 0 `Employee` + `Info`), substitutions
/// (`AA`, `A2aD`), standard types (`Si`, `S2S`), nominal types, function signatures,
/// entities (functions, initializers, deinitializers, accessors, variables) and the
/// symbols built from them (metadata, witness tables, witness thunks, value witnesses).
/// Like swiftc's `Demangler` it is a stack machine: each operator pushes a node or pops
/// the nodes it applies to. Names outside that grammar (`ms_retain`, `main`) give nil.
///
/// A test tool, kept apart from the compiler as swiftc keeps `lib/Demangling` apart from
/// IRGen: `-emit-sil` names symbols from their declarations (`MangledEntity`), and the
/// tests check the two agree.
enum Demangler {
  /// The simplified Swift name of `symbol`, or nil when it is not a Swift symbol this
  /// demangler understands.
  static func demangle(_ symbol: String) -> String? {
    let bytes = Array(symbol.utf8)
    guard bytes.count > 2, bytes[0] == UInt8(ascii: "$"), bytes[1] == UInt8(ascii: "s") else { return nil }
    var machine = DemanglerMachine(Array(bytes[2...]))
    guard let node = machine.run() else { return nil }
    return DemangledNode.Printer().entity(node)
  }
}

/// A node of a demangled symbol: names and contexts, types, list markers, entities and
/// the global symbols made of them.
indirect enum DemangledNode {
  enum NominalKind { case `class`, `struct`, `enum`, `protocol` }

  // Names and contexts.
  case identifier(String)
  /// A `private`/`fileprivate` declaration's name (its discriminator is not printed).
  case privateName(String)
  case module(String)
  case nominal(NominalKind, context: DemangledNode, name: String)

  // Types.
  case standard(String)
  case boundGeneric(DemangledNode, [DemangledNode])
  case tuple([DemangledNode])
  case functionType(parameters: DemangledNode, result: DemangledNode, throwing: Bool = false)
  case inOut(DemangledNode)
  case existential([DemangledNode])
  case metatype(DemangledNode)
  /// A generic parameter at depth 0 by its index (`x` 0, `q_` 1, `q0_` 2), shown as
  /// swift-demangle names them: `A`, `B`, `C`.
  case genericParameter(Int)

  // List markers: `y` (empty list), `_` (first element), `d` (variadic); `K` after a
  // function type's parameters: it throws; `Ya` before it: it is `async`.
  case emptyList
  case firstElementMarker
  case variadicMarker
  case throwsMarker
  case asyncMarker
  /// `<entity> QO`: the declaration whose opaque result type follows (`y <arguments> Qo_`).
  case opaqueDeclaration(DemangledNode)

  // Entities.
  case function(context: DemangledNode, name: String, labels: [String?]?, type: DemangledNode)
  case constructor(context: DemangledNode, allocating: Bool, labels: [String?]?, type: DemangledNode)
  case destructor(context: DemangledNode, deallocating: Bool)
  case variable(context: DemangledNode, name: String)
  case accessor(String, DemangledNode)
  case staticMember(DemangledNode)

  // Global symbols.
  case onceInitializer(names: [String], token: Bool)
  case conformance(type: DemangledNode, proto: DemangledNode)
  case metadata(DemangledNode)
  case witnessTable(DemangledNode)
  case protocolWitness(conformance: DemangledNode, entity: DemangledNode)
  case valueWitness(String, DemangledNode)
  case outlinedDestroy(DemangledNode)

  var isType: Bool {
    switch self {
    case .nominal, .standard, .boundGeneric, .tuple, .functionType, .inOut, .existential, .metatype,
      .genericParameter:
      true
    default: false
    }
  }

  var isEntity: Bool {
    switch self {
    case .function, .constructor, .destructor, .variable, .accessor, .staticMember: true
    default: false
    }
  }
}

/// The operator loop over the mangled text after `$s`.
struct DemanglerMachine {
  private let text: [UInt8]
  private var pos = 0
  private var stack: [DemangledNode] = []
  private var substitutions: [DemangledNode] = []
  /// Words of the identifiers read so far, for `0...` identifiers (at most 26).
  private var words: [String] = []

  init(_ text: [UInt8]) {
    self.text = text
  }

  /// The symbol's one node, or nil when the text is not understood.
  mutating func run() -> DemangledNode? {
    var steps = 0
    while pos < text.count {
      steps += 1
      guard steps <= 10_000, let node = demangleOperator() else { return nil }
      stack.append(node)
    }
    return stack.count == 1 ? stack[0] : nil
  }

  // MARK: Reading

  private var peek: UInt8? { pos < text.count ? text[pos] : nil }

  private mutating func next() -> UInt8? {
    guard pos < text.count else { return nil }
    pos += 1
    return text[pos - 1]
  }

  private mutating func nextIf(_ c: Character) -> Bool {
    guard let p = peek, p == c.asciiValue else { return false }
    pos += 1
    return true
  }

  private static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
  private static func isLower(_ c: UInt8) -> Bool { c >= 97 && c <= 122 }
  private static func isUpper(_ c: UInt8) -> Bool { c >= 65 && c <= 90 }

  /// A decimal number, or nil when no digit follows.
  private mutating func natural() -> Int? {
    guard let c = peek, Self.isDigit(c) else { return nil }
    var n = 0
    while let c = peek, Self.isDigit(c) {
      n = n * 10 + Int(c - 48)
      guard n < 1_000_000 else { return nil }
      pos += 1
    }
    return n
  }

  // MARK: Stack

  private mutating func pop() -> DemangledNode? { stack.popLast() }

  private mutating func pop(where match: (DemangledNode) -> Bool) -> DemangledNode? {
    guard let top = stack.last, match(top) else { return nil }
    return stack.removeLast()
  }

  private mutating func popType() -> DemangledNode? { pop { $0.isType } }

  private mutating func popMarker(_ marker: DemangledNode) -> Bool {
    switch (stack.last, marker) {
    case (.emptyList?, .emptyList), (.firstElementMarker?, .firstElementMarker), (.variadicMarker?, .variadicMarker),
      (.throwsMarker?, .throwsMarker), (.asyncMarker?, .asyncMarker):
      stack.removeLast()
      return true
    default:
      return false
    }
  }

  /// An operator function's name: the identifier of its characters' letters (`pe` for
  /// `+=`), then `oi` (infix), `op` (prefix) or `oP` (postfix), which swift-demangle
  /// shows after the name (`&+= infix`).
  private mutating func demangleOperatorName() -> DemangledNode? {
    let fixity: String
    if nextIf("i") {
      fixity = "infix"
    } else if nextIf("p") {
      fixity = "prefix"
    } else if nextIf("P") {
      fixity = "postfix"
    } else {
      return nil
    }
    guard let letters = popIdentifier() else { return nil }
    let operators: [Character: Character] = [
      "a": "&", "c": "@", "d": "/", "e": "=", "g": ">", "l": "<", "m": "*", "n": "!", "o": "|", "r": "%",
      "p": "+", "s": "-", "t": "~", "x": "^", "z": ".", "q": "?",
    ]
    return .identifier(String(letters.map { operators[$0] ?? $0 }) + " " + fixity)
  }

  private mutating func popIdentifier() -> String? {
    guard case .identifier(let s)? = stack.last else { return nil }
    stack.removeLast()
    return s
  }

  /// A declaration's name: an identifier or a private name.
  private mutating func popDeclName() -> String? {
    switch stack.last {
    case .identifier(let s)?, .privateName(let s)?:
      stack.removeLast()
      return s
    default:
      return nil
    }
  }

  private mutating func popModule() -> DemangledNode? {
    switch stack.last {
    case .identifier(let s)?:
      stack.removeLast()
      return .module(s)
    case .module?:
      return stack.removeLast()
    default:
      return nil
    }
  }

  /// What a declaration is declared in: a module, a nominal type (a standard one too:
  /// `SS5IndexV` is `String.Index`), or an entity.
  private mutating func popContext() -> DemangledNode? {
    if let m = popModule() { return m }
    if case .nominal? = stack.last { return stack.removeLast() }
    // An extension of a standard type (`Sd4mainE`: Double, extended in main).
    if case .standard? = stack.last { return stack.removeLast() }
    return pop { $0.isEntity }
  }

  private mutating func popProtocol() -> DemangledNode? {
    if case .nominal(.protocol, _, _)? = stack.last { return stack.removeLast() }
    guard let name = popDeclName(), let context = popContext() else { return nil }
    return .nominal(.protocol, context: context, name: name)
  }

  // MARK: Operators

  private mutating func demangleOperator() -> DemangledNode? {
    guard let c = peek else { return nil }
    if Self.isDigit(c) { return demangleIdentifier() }
    pos += 1
    switch Character(Unicode.Scalar(c)) {
    case "A": return demangleSubstitutions()
    case "S": return demangleStandardSubstitution()
    case "s": return .module("Swift")
    case "C": return demangleNominal(.class)
    case "V": return demangleNominal(.struct)
    case "O": return demangleNominal(.enum)
    case "P": return demangleNominal(.protocol)
    case "y": return .emptyList
    case "_": return .firstElementMarker
    case "d": return .variadicMarker
    case "K": return .throwsMarker
    case "Y": return nextIf("a") ? .asyncMarker : nil
    case "z": return popType().map { .inOut($0) }
    case "m": return popType().map { .metatype($0) }
    case "x": return .genericParameter(0)
    case "q":
      // `q_`: the second parameter, `q<n>_` the (n + 3)rd (a deeper one, `qd_`, is not).
      if nextIf("_") { return .genericParameter(1) }
      var n = 0
      var digits = 0
      while let c = peek, Self.isDigit(c) { n = n * 10 + Int(c - UInt8(ascii: "0")); digits += 1; pos += 1 }
      guard digits > 0, nextIf("_") else { return nil }
      return .genericParameter(n + 2)
    case "t": return demangleTuple()
    case "c": return demangleFunctionType()
    // Non-escaping (`XE`), autoclosure (`XK`) and escaping autoclosure (`XA`) function types.
    case "X":
      if nextIf("c") { return demangleProtocolList(withClass: true) }
      // `yXl`: the empty protocol list constrained to classes, `AnyObject`.
      if nextIf("l") { return popMarker(.emptyList) ? .standard("AnyObject") : nil }
      return nextIf("E") || nextIf("K") || nextIf("A") ? demangleFunctionType() : nil
    case "Q": return demangleOpaqueType()
    case "o": return demangleOperatorName()
    case "G": return demangleBoundGeneric()
    case "p": return demangleProtocolList()
    case "F": return demanglePlainFunction()
    case "f": return demangleFunctionEntity()
    case "v": return demangleVariable()
    case "i": return demangleSubscript()
    case "Z": return pop { $0.isEntity }.map { .staticMember($0) }
    case "L": return nextIf("L") ? demanglePrivateName() : nil
    case "N": return popType().map { .metadata($0) }
    case "W": return demangleWitness()
    case "w": return demangleValueWitness()
    case "T": return nextIf("W") ? demangleProtocolWitness() : nil
    case "E": return demangleExtension()
    default: return nil
    }
  }

  /// `<length><text>`, or `0` then word references (`a`...`z` more follow, `A`...`Z`
  /// the last) and literal pieces: `05printA4Info`. Every identifier is a substitution.
  private mutating func demangleIdentifier() -> DemangledNode? {
    var hasWordSubstitutions = false
    if nextIf("0") {
      if peek == UInt8(ascii: "0") { return nil }  // punycode: not produced by miniswiftc
      hasWordSubstitutions = true
    }
    var identifier: [UInt8] = []
    repeat {
      while hasWordSubstitutions, let c = peek, Self.isLower(c) || Self.isUpper(c) {
        pos += 1
        let index: Int
        if Self.isLower(c) {
          index = Int(c - UInt8(ascii: "a"))
        } else {
          index = Int(c - UInt8(ascii: "A"))
          hasWordSubstitutions = false
        }
        guard index < words.count else { return nil }
        identifier += Array(words[index].utf8)
      }
      if nextIf("0") { break }
      guard let count = natural(), count > 0, pos + count <= text.count else { return nil }
      let slice = Array(text[pos..<(pos + count)])
      identifier += slice
      collectWords(slice)
      pos += count
    } while hasWordSubstitutions
    guard !identifier.isEmpty else { return nil }
    let node = DemangledNode.identifier(String(decoding: identifier, as: UTF8.self))
    substitutions.append(node)
    return node
  }

  /// Words start at a non-digit, non-`_` character and end before `_` or a lowercase
  /// to uppercase step; words of two or more characters can be referred to later.
  private mutating func collectWords(_ slice: [UInt8]) {
    var start: Int? = nil
    for i in 0...slice.count {
      let c: UInt8 = i < slice.count ? slice[i] : 0
      if let s = start, c == UInt8(ascii: "_") || c == 0 || (!Self.isUpper(slice[i - 1]) && Self.isUpper(c)) {
        if i - s >= 2 && words.count < 26 {
          words.append(String(decoding: slice[s..<i], as: UTF8.self))
        }
        start = nil
      }
      if start == nil && !Self.isDigit(c) && c != UInt8(ascii: "_") && c != 0 { start = i }
    }
  }

  /// `AB` (substitution 1), `A_` / `A0_` (26, 27...), merged `AbC` (1 then 2), `A3B`
  /// (1 three times).
  private mutating func demangleSubstitutions() -> DemangledNode? {
    var repeatCount = -1
    while let c = next() {
      if Self.isLower(c) || Self.isUpper(c) {
        let index = Int(c - (Self.isLower(c) ? UInt8(ascii: "a") : UInt8(ascii: "A")))
        guard index < substitutions.count, repeatCount <= 2048 else { return nil }
        let node = substitutions[index]
        for _ in 0..<max(repeatCount - 1, 0) { stack.append(node) }
        if Self.isUpper(c) { return node }
        stack.append(node)
        repeatCount = -1
      } else if c == UInt8(ascii: "_") {
        let index = repeatCount + 27
        return index < substitutions.count ? substitutions[index] : nil
      } else if Self.isDigit(c) {
        pos -= 1
        repeatCount = natural() ?? -1
      } else {
        return nil
      }
    }
    return nil
  }

  private static let standardTypes: [UInt8: String] = [
    UInt8(ascii: "a"): "Array", UInt8(ascii: "b"): "Bool", UInt8(ascii: "D"): "Dictionary",
    UInt8(ascii: "d"): "Double", UInt8(ascii: "f"): "Float", UInt8(ascii: "h"): "Set",
    UInt8(ascii: "i"): "Int", UInt8(ascii: "J"): "Character", UInt8(ascii: "N"): "ClosedRange",
    UInt8(ascii: "n"): "Range", UInt8(ascii: "q"): "Optional", UInt8(ascii: "S"): "String",
    UInt8(ascii: "s"): "Substring", UInt8(ascii: "u"): "UInt",
  ]

  /// `Si` (Int), `S2S` (String twice), `Sg` (the type below, optional).
  private mutating func demangleStandardSubstitution() -> DemangledNode? {
    if nextIf("g") {
      guard let wrapped = popType() else { return nil }
      let node = DemangledNode.boundGeneric(.standard("Optional"), [wrapped])
      substitutions.append(node)
      return node
    }
    let repeatCount = natural() ?? 1
    guard repeatCount <= 2048, let c = next(), let name = Self.standardTypes[c] else { return nil }
    let node = DemangledNode.standard(name)
    for _ in 0..<max(repeatCount - 1, 0) { stack.append(node) }
    return node
  }

  /// `<type> <module> E`: an extension's context, printed (simplified) as its type.
  private mutating func demangleExtension() -> DemangledNode? {
    guard popModule() != nil, let type = popType() else { return nil }
    return type
  }

  /// `<context> <name> C|V|O|P`.
  private mutating func demangleNominal(_ kind: DemangledNode.NominalKind) -> DemangledNode? {
    guard let name = popDeclName(), let context = popContext() else { return nil }
    let node = DemangledNode.nominal(kind, context: context, name: name)
    substitutions.append(node)
    return node
  }

  /// `<name> <discriminator> LL`.
  private mutating func demanglePrivateName() -> DemangledNode? {
    guard popIdentifier() != nil, let name = popDeclName() else { return nil }
    return .privateName(name)
  }

  /// Element types, each followed by its label if it has one (`Si1x_Si1yt`), `_` after
  /// the first, then `t`; `yt` is `()`.
  private mutating func demangleTuple() -> DemangledNode? {
    if popMarker(.emptyList) { return .tuple([]) }
    var elements: [DemangledNode] = []
    var isFirst = false
    repeat {
      isFirst = popMarker(.firstElementMarker)
      _ = popMarker(.variadicMarker)
      _ = popIdentifier()  // the element's label (names of entities leave types out)
      guard let type = popType() else { return nil }
      elements.append(type)
    } while !isFirst
    return .tuple(elements.reversed())
  }

  /// A parameter list or result: `y` (none) or one type (a tuple for several).
  private mutating func popFunctionParameters() -> DemangledNode? {
    popMarker(.emptyList) ? .tuple([]) : popType()
  }

  /// `<result> <parameters>` (then `c` for a function type).
  private mutating func demangleFunctionType() -> DemangledNode? {
    let throwing = popMarker(.throwsMarker)
    // (Names and types are printed without `async`.)
    _ = popMarker(.asyncMarker)
    guard let parameters = popFunctionParameters(), let result = popFunctionParameters() else { return nil }
    return .functionType(parameters: parameters, result: result, throwing: throwing)
  }

  /// The argument labels before a signature: `y` when every label is `_`, else one
  /// identifier or `_` per parameter. nil when the function has no parameters.
  private mutating func popLabels(for type: DemangledNode) -> [String?]?? {
    if popMarker(.emptyList) { return .some([]) }
    guard case .functionType(let parameters, _, _) = type else { return .some(nil) }
    var count = 1
    if case .tuple(let elements) = parameters { count = elements.count }
    if count == 0 { return .some(nil) }
    var labels: [String?] = []
    for _ in 0..<count {
      if let l = popIdentifier() {
        labels.append(l)
      } else if popMarker(.firstElementMarker) {
        labels.append(nil)
      } else {
        return nil
      }
    }
    return .some(labels.allSatisfy { $0 == nil } ? [] : labels.reversed())
  }

  /// `<context> <name> <labels> <result> <parameters> F`.
  private mutating func demanglePlainFunction() -> DemangledNode? {
    guard let type = demangleFunctionType(), let labels = popLabels(for: type), let name = popDeclName(),
      let context = popContext()
    else { return nil }
    return .function(context: context, name: name, labels: labels, type: type)
  }

  /// `fC`/`fc` (allocating/initializing initializer, after `<labels> <type> `),
  /// `fD`/`fd` (deallocating deinit/deinit).
  private mutating func demangleFunctionEntity() -> DemangledNode? {
    switch next() {
    case UInt8(ascii: "C"), UInt8(ascii: "c"):
      let allocating = text[pos - 1] == UInt8(ascii: "C")
      if case .privateName? = stack.last { stack.removeLast() }
      guard let type = popType(), let labels = popLabels(for: type), let context = popContext() else { return nil }
      return .constructor(context: context, allocating: allocating, labels: labels, type: type)
    case UInt8(ascii: "D"), UInt8(ascii: "d"):
      guard let context = popContext() else { return nil }
      return .destructor(context: context, deallocating: text[pos - 1] == UInt8(ascii: "D"))
    default:
      return nil
    }
  }

  /// `<context> <name> <type> v` then the accessor: `p` (the variable itself), `g`,
  /// `s`, `M`, `r`, `au`...
  private mutating func demangleVariable() -> DemangledNode? {
    guard let type = popType(), popLabels(for: type) != nil, let name = popDeclName(), let context = popContext()
    else { return nil }
    let variable = DemangledNode.variable(context: context, name: name)
    if nextIf("p") { return variable }
    return demangleAccessor(of: variable)
  }

  /// `<context> <labels> <function type> i` then the accessor: a subscript's, which
  /// swift-demangle's simplified form names `T.subscript.getter`.
  private mutating func demangleSubscript() -> DemangledNode? {
    guard let type = popType(), popLabels(for: type) != nil, let context = popContext() else { return nil }
    return demangleAccessor(of: .variable(context: context, name: "subscript"))
  }

  private mutating func demangleAccessor(of variable: DemangledNode) -> DemangledNode? {
    let kind: String
    switch next() {
    case UInt8(ascii: "g"): kind = "getter"
    case UInt8(ascii: "s"): kind = "setter"
    case UInt8(ascii: "M"): kind = "modify"
    case UInt8(ascii: "r"): kind = "read"
    case UInt8(ascii: "w"): kind = "willset"
    case UInt8(ascii: "W"): kind = "didset"
    case UInt8(ascii: "a"):
      guard nextIf("u") else { return nil }
      kind = "unsafeMutableAddressor"
    case UInt8(ascii: "l"):
      guard nextIf("u") else { return nil }
      kind = "unsafeAddressor"
    default: return nil
    }
    return .accessor(kind, variable)
  }

  /// `Qr`: the opaque result type of the declaration being mangled; `<entity> QO y
  /// <generic arguments> Qo_`: another declaration's, at those arguments. Either is
  /// shown as a generic parameter (swift-demangle names it by its declaration).
  private mutating func demangleOpaqueType() -> DemangledNode? {
    if nextIf("r") { return .genericParameter(0) }
    // `<type> <name> <protocol> Qx`: an associated type of a type (`(some P).Item`).
    if nextIf("x") {
      guard case .nominal(.protocol, _, _)? = pop(), case .identifier? = pop(), popType() != nil else { return nil }
      return .genericParameter(0)
    }
    if nextIf("O") { return pop { $0.isEntity }.map { .opaqueDeclaration($0) } }
    guard nextIf("o") else { return nil }
    while let c = peek, Self.isDigit(c) { pos += 1 }
    guard nextIf("_") else { return nil }
    while let last = stack.last, last.isType { stack.removeLast() }
    guard popMarker(.emptyList), case .opaqueDeclaration? = stack.popLast() else { return nil }
    return .genericParameter(0)
  }

  /// A protocol list ending in `p`: `<protocol> _ <protocol>* p`, or `y p` for `Any`.
  private mutating func demangleProtocolList(withClass: Bool = false) -> DemangledNode? {
    // `<protocols> <class> Xc`: a composition with a class (`Location & Named`).
    let cls = withClass ? popType() : nil
    if withClass && cls == nil { return nil }
    if popMarker(.emptyList) { return .existential([]) }
    var protocols: [DemangledNode] = cls.map { [$0] } ?? []
    var isFirst = false
    repeat {
      isFirst = popMarker(.firstElementMarker)
      guard let p = popProtocol() else { return nil }
      protocols.append(p)
    } while !isFirst
    return .existential(protocols.reversed())
  }

  /// `<type> y <arguments> G`: `SaySiG` is `[Int]`; a type nested in a generic type has
  /// a list per level, separated by `_` (`ySi_G`, `Stack<Int>.Iterator`).
  private mutating func demangleBoundGeneric() -> DemangledNode? {
    var arguments: [DemangledNode] = []
    repeat {
      while let t = popType() { arguments.append(t) }
    } while popMarker(.firstElementMarker)
    guard popMarker(.emptyList), let base = popType() else { return nil }
    let node = DemangledNode.boundGeneric(base, arguments.reversed())
    substitutions.append(node)
    return node
  }

  /// `<type> <protocol> <module>`.
  private mutating func popConformance() -> DemangledNode? {
    guard popModule() != nil, let proto = popProtocol(), let type = popType() else { return nil }
    return .conformance(type: type, proto: proto)
  }

  /// `WP` (witness table), `_WZ`/`_Wz` (one-time initialization), `WOh` (outlined
  /// destroy).
  private mutating func demangleWitness() -> DemangledNode? {
    switch next() {
    case UInt8(ascii: "P"):
      return popConformance().map { .witnessTable($0) }
    case UInt8(ascii: "Z"), UInt8(ascii: "z"):
      let token = text[pos - 1] == UInt8(ascii: "z")
      var names: [String] = []
      while popMarker(.firstElementMarker) {
        guard let name = popDeclName() else { return nil }
        names.append(name)
      }
      guard !names.isEmpty, popContext() != nil else { return nil }
      return .onceInitializer(names: names.reversed(), token: token)
    case UInt8(ascii: "O"):
      guard nextIf("h"), let type = popType() else { return nil }
      return .outlinedDestroy(type)
    default:
      return nil
    }
  }

  private static let valueWitnesses: [String: String] = [
    "al": "allocateBuffer", "ca": "assignWithCopy", "ta": "assignWithTake", "de": "deallocateBuffer",
    "xx": "destroy", "XX": "destroyBuffer", "Xx": "destroyArray", "CP": "initializeBufferWithCopyOfBuffer",
    "Cp": "initializeBufferWithCopy", "cp": "initializeWithCopy", "Tk": "initializeBufferWithTake",
    "tk": "initializeWithTake", "pr": "projectBuffer", "ug": "getEnumTag",
    "up": "destructiveProjectEnumData", "ui": "destructiveInjectEnumTag",
    "et": "getEnumTagSinglePayload", "st": "storeEnumTagSinglePayload",
  ]

  /// `w` and a two-letter code: `wCP` (initializeBufferWithCopyOfBuffer).
  private mutating func demangleValueWitness() -> DemangledNode? {
    guard let a = next(), let b = next(),
      let name = Self.valueWitnesses[String(decoding: [a, b], as: UTF8.self)], let type = popType()
    else { return nil }
    return .valueWitness(name, type)
  }

  /// `<conformance> <requirement entity> TW`.
  private mutating func demangleProtocolWitness() -> DemangledNode? {
    guard let entity = pop(where: { $0.isEntity }), let conformance = popConformance() else { return nil }
    return .protocolWitness(conformance: conformance, entity: entity)
  }
}

extension DemangledNode {
  /// Prints nodes as `swift demangle --simplified` does: qualified by their types, not
  /// their modules; functions with argument labels, not types.
  struct Printer {
    func entity(_ n: DemangledNode) -> String {
      switch n {
      case .function(let context, let name, let labels, let type):
        return prefix(context) + name + parameterList(labels, type)
      case .constructor(let context, let allocating, let labels, let type):
        var isClass = false
        if case .nominal(.class, _, _) = context { isClass = true }
        return prefix(context) + (allocating && isClass ? "__allocating_init" : "init") + parameterList(labels, type)
      case .destructor(let context, let deallocating):
        return prefix(context) + (deallocating ? "__deallocating_deinit" : "deinit")
      case .variable(let context, let name):
        return prefix(context) + name
      case .accessor(let kind, let variable):
        return entity(variable) + "." + kind
      case .staticMember(let e):
        return "static " + entity(e)
      case .onceInitializer(let names, let token):
        return "one-time initialization \(token ? "token" : "function") for " + names.joined(separator: ", ")
      case .metadata(let t):
        return "type metadata for " + type(t)
      case .witnessTable(.conformance(let t, _)):
        return "protocol witness table for " + type(t)
      case .protocolWitness(.conformance(let t, _), let e):
        return "protocol witness for " + entity(e) + " in conformance " + type(t)
      case .valueWitness(let name, let t):
        return name + " for " + type(t)
      case .outlinedDestroy(let t):
        return "outlined destroy of " + type(t)
      default:
        return type(n)
      }
    }

    /// `Outer.Inner.` for a member of `Outer.Inner`; nothing for a module.
    private func prefix(_ context: DemangledNode) -> String {
      switch context {
      case .module: ""
      case .nominal(_, let outer, let name): prefix(outer) + name + "."
      case .standard(let name): name + "."
      default: entity(context) + "."
      }
    }

    /// `(a:_:)`: one label per parameter, `_` where there is none.
    private func parameterList(_ labels: [String?]?, _ t: DemangledNode) -> String {
      guard case .functionType(let parameters, _, _) = t else { return "" }
      guard case .tuple(let elements) = parameters else { return "(_:)" }
      if let labels, !labels.isEmpty {
        return "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
      }
      return "(" + String(repeating: "_:", count: elements.count) + ")"
    }

    func type(_ t: DemangledNode) -> String {
      switch t {
      case .nominal(_, let context, let name): prefix(context) + name
      case .standard(let name): name
      case .boundGeneric(.standard("Array"), let args) where args.count == 1: "[\(type(args[0]))]"
      case .boundGeneric(.standard("Optional"), let args) where args.count == 1: type(args[0]) + "?"
      case .boundGeneric(.standard("Dictionary"), let args) where args.count == 2:
        "[\(type(args[0])) : \(type(args[1]))]"
      case .boundGeneric(let base, let args): type(base) + "<" + args.map(type).joined(separator: ", ") + ">"
      case .tuple(let elements): "(" + elements.map(type).joined(separator: ", ") + ")"
      case .functionType(let parameters, let result, let throwing):
        (parameters.isTupleType ? type(parameters) : "(\(type(parameters)))") + (throwing ? " throws" : "") + " -> "
          + type(result)
      case .inOut(let t): "inout " + type(t)
      case .existential(let ps): ps.isEmpty ? "Any" : ps.map(type).joined(separator: " & ")
      case .metatype(let t): type(t) + ".Type"
      case .genericParameter(let i): String(UnicodeScalar(UInt8(65 + i % 26)))
      case .identifier(let s), .privateName(let s), .module(let s): s
      default: entity(t)
      }
    }
  }

  var isTupleType: Bool {
    if case .tuple = self { return true }
    return false
  }
}
