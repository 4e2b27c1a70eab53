import AST
import Basic
import Lexer

/// Declarations: modifiers, `import`, `let`/`var` (pattern bindings, computed properties,
/// protocol requirements), `func`, `init`, `deinit`, the nominal types, `extension` and
/// enum `case`s.
extension Parser {
  // MARK: Start of a declaration

  /// Contextual keywords that are modifiers when a declaration follows them.
  static let contextualModifiers: [StaticString] = [
    "open", "final", "override", "mutating", "nonmutating", "convenience", "required", "lazy",
    "weak", "unowned", "dynamic", "optional", "indirect", "nonisolated", "prefix", "postfix",
    "infix",
  ]

  func isContextualModifier(_ t: Token) -> Bool {
    guard t.kind == .identifier, !t.isEscapedIdentifier else { return false }
    for m in Parser.contextualModifiers where tokenTextEquals(t, m) { return true }
    return false
  }

  /// True when the token at `pos + offset` begins a declaration (swiftc's
  /// `isStartOfSwiftDecl`): a declaration keyword, an attribute, or modifiers followed by
  /// one. `case` is not included: only an enum body treats it as a declaration.
  func isStartOfDecl(at offset: Int = 0, allowCase: Bool = false) -> Bool {
    var i = offset
    // Bounded: a run of modifiers is short in any real program.
    for _ in 0..<16 {
      let t = peek(i)
      switch t.kind {
      case .atSign:
        return true
      case .kwImport, .kwLet, .kwVar, .kwFunc, .kwInit, .kwDeinit, .kwStruct, .kwEnum, .kwProtocol,
        .kwExtension, .kwTypealias, .kwSubscript, .kwAssociatedtype, .kwOperator,
        .kwPrecedencegroup:
        return true
      case .kwClass:
        return true
      case .kwStatic:
        return true
      case .kwCase:
        // `indirect case` in an enum.
        return allowCase
      case .kwPublic, .kwPrivate, .kwFileprivate, .kwInternal:
        // `private(set)`
        if peek(i + 1).kind == .leftParen {
          i += 4
          continue
        }
        i += 1
        continue
      case .identifier:
        // `actor Name`.
        if tokenTextEquals(t, "actor"), peek(i + 1).kind == .identifier, !peek(i + 1).isAtStartOfLine {
          return true
        }
        // `async let x = f()`: reported as not supported.
        if tokenTextEquals(t, "async"), peek(i + 1).kind == .kwLet || peek(i + 1).kind == .kwVar,
          !peek(i + 1).isAtStartOfLine
        {
          return true
        }
        guard isContextualModifier(t) else { return false }
        let next = peek(i + 1)
        if next.isAtStartOfLine && next.kind == .identifier { return false }
        // `unowned(safe)`, `unowned(unsafe)` (swiftc takes no other word there).
        if tokenTextEquals(t, "unowned"), next.kind == .leftParen, !next.isAtStartOfLine {
          guard tokenTextEquals(peek(i + 2), "safe") || tokenTextEquals(peek(i + 2), "unsafe"),
            peek(i + 3).kind == .rightParen
          else { return false }
          i += 4
          continue
        }
        i += 1
        continue
      default:
        return false
      }
    }
    return false
  }

  /// The declaration keyword after attributes and modifiers, without consuming anything.
  func declKeywordAfterModifiers() -> TokenKind {
    var i = 0
    for _ in 0..<32 {
      let t = peek(i)
      switch t.kind {
      case .atSign:
        i += 2
        if peek(i).kind == .leftParen {
          // Skip `(...)` of an attribute.
          var depth = 0
          repeat {
            let k = peek(i).kind
            if k == .leftParen { depth += 1 } else if k == .rightParen { depth -= 1 } else if k == .eof { return .eof }
            i += 1
          } while depth > 0
        }
      case .kwPublic, .kwPrivate, .kwFileprivate, .kwInternal:
        i += peek(i + 1).kind == .leftParen ? 4 : 1
      case .kwStatic:
        i += 1
      case .kwClass where peek(i + 1).kind != .identifier || isContextualModifier(peek(i + 1)):
        i += 1
      case .identifier where isContextualModifier(t):
        i += 1
      default:
        return t.kind
      }
    }
    return .eof
  }

  // MARK: Declarations

  /// decl = attribute* modifier* (import-decl | var-decl | func-decl | init-decl
  ///      | deinit-decl | class-decl | struct-decl | enum-decl | protocol-decl
  ///      | extension-decl | enum-case-decl)
  ///
  /// Appends the declarations made to `decls`, in swiftc's order: a pattern binding is
  /// followed by the variables it declares, an enum `case` by its elements. Returns false
  /// after an error that the caller must recover from.
  mutating func parseDecl(inEnum: Bool = false, into decls: inout [Decl]) -> Bool {
    traceEnter("parseDecl")
    defer { traceLeave() }
    guard enterStructure() else { return false }
    defer { leaveStructure() }

    var modifiers = DeclModifiers()
    var attributes: [String] = []
    var attributeLocs: [SourceLoc] = []
    var attributeArguments: [Int: [Argument]] = [:]
    parseAttributes(&attributes, locs: &attributeLocs, arguments: &attributeArguments)
    parseModifiers(&modifiers)
    parseAttributes(&attributes, locs: &attributeLocs, arguments: &attributeArguments)

    if modifiers.isStatic || modifiers.isClass, typeContext == .none, at(.kwLet) || at(.kwVar) || at(.kwFunc) {
      error(ParserDiagnostics.typeMemberOutsideType(static: modifiers.isStatic, property: !at(.kwFunc)))
    }
    if at(.kwOperator) && !atFileLevel {
      error(ParserDiagnostics.operatorOnlyAtFileScope)
    } else if (at(.kwExtension) || at(.kwImport) || at(.kwPrecedencegroup)) && !atFileLevel {
      error(ParserDiagnostics.declarationOnlyAtFileScope)
    }
    let first = decls.count
    var single: Decl?
    switch kind {
    case .kwImport:
      single = parseImportDecl()
    case .kwLet, .kwVar:
      guard parseVarDecl(modifiers: modifiers, into: &decls) else { return false }
    case .kwFunc:
      single = parseFuncDecl(modifiers: modifiers)
    case .kwInit:
      single = parseInitDecl(modifiers: modifiers)
    case .kwDeinit:
      single = parseDeinitDecl(modifiers: modifiers)
    case .kwClass, .kwStruct, .kwEnum, .kwProtocol:
      single = parseNominalTypeDecl(modifiers: modifiers)
    case .kwExtension:
      single = parseExtensionDecl(modifiers: modifiers)
    case .kwCase:
      guard inEnum else {
        error(ParserDiagnostics.enumCaseOutsideEnum)
        return false
      }
      guard parseEnumCaseDecl(modifiers: modifiers, into: &decls) else { return false }
    case .kwSubscript:
      single = parseSubscriptDecl(modifiers: modifiers)
    case .kwTypealias:
      single = parseTypeAliasDecl(modifiers: modifiers)
    case .kwOperator:
      single = parseOperatorDecl(modifiers: modifiers)
    case .kwAssociatedtype:
      single = parseAssociatedTypeDecl()
    case .kwPrecedencegroup:
      single = parsePrecedenceGroupDecl()
    case .identifier where isContextual("actor"):
      single = parseNominalTypeDecl(modifiers: modifiers)
    case .identifier where isContextual("async"):
      // Concurrent bindings need tasks: outside miniswiftc's one-task model.
      error(ParserDiagnostics.unsupportedFeature("'async let' bindings"))
      consume()
      return false
    default:
      error(ParserDiagnostics.expectedDeclaration)
      return false
    }
    if let single {
      decls.append(single)
    } else if decls.count == first {
      return false
    }
    if !attributes.isEmpty {
      for d in decls[first...] where d.attributes.isEmpty {
        d.attributes = attributes
        d.attributeLocs = attributeLocs
        d.attributeArguments = attributeArguments
      }
    }
    return true
  }

  /// attribute = '@' identifier ('(' balanced-tokens ')')?
  ///
  /// A custom attribute (a property wrapper: its name starts with a capital) keeps its
  /// arguments, parsed as a call's; a built-in attribute's are skipped.
  mutating func parseAttributes(_ attributes: inout [String]) {
    var locs: [SourceLoc] = []
    var arguments: [Int: [Argument]] = [:]
    parseAttributes(&attributes, locs: &locs, arguments: &arguments)
  }

  mutating func parseAttributes(_ attributes: inout [String], locs: inout [SourceLoc], arguments: inout [Int: [Argument]]) {
    while at(.atSign) {
      traceEnter("parseAttribute")
      defer { traceLeave() }
      locs.append(consume().loc)
      guard at(.identifier) else {
        error(ParserDiagnostics.attributeExpected)
        return
      }
      let name = text(consume())
      attributes.append(name)
      guard at(.leftParen) && !tok.isAtStartOfLine else { continue }
      if name.first?.isUppercase == true {
        guard let (args, _) = parseArgumentList(close: .rightParen) else { return }
        arguments[attributes.count - 1] = args
      } else {
        skipBalanced()
      }
    }
  }

  /// modifier = access-modifier ('(' 'set' ')')? | 'static' | 'class'
  ///          | 'final' | 'override' | 'mutating' | 'nonmutating' | 'open' | ...
  /// access-modifier = 'public' | 'private' | 'fileprivate' | 'internal' | 'open'
  mutating func parseModifiers(_ modifiers: inout DeclModifiers) {
    traceEnter("parseModifiers")
    defer { traceLeave() }
    while true {
      let t = tok
      var name: String
      var access: AccessLevel?
      switch t.kind {
      case .kwPublic: access = .public
      case .kwPrivate: access = .private
      case .kwFileprivate: access = .fileprivate
      case .kwInternal: access = .internal
      case .kwStatic: break
      case .kwClass:
        // `class func` / `class var`: a modifier when a declaration keyword follows.
        let next = peek()
        guard next.kind != .identifier || isContextualModifier(next), isStartOfDecl(at: 1) else { return }
      case .identifier:
        // (From the modifier itself: `unowned(safe)` is one with its parentheses.)
        guard isContextualModifier(t), isStartOfDecl(at: peek().kind == .leftParen ? 0 : 1, allowCase: typeContext == .enumBody)
        else { return }
        if tokenTextEquals(t, "open") { access = .open }
      default:
        return
      }
      name = text(t)
      consume()
      var r = t.range
      if let access, at(.leftParen), !tok.isAtStartOfLine {
        // `private(set)`
        consume()
        if isContextual("set") {
          consume()
          if let close = expect(.rightParen, ParserDiagnostics.expectedRightParenInExprList) {
            r = SourceRange(start: t.loc, end: close.range.end)
          }
          name += "(set)"
          if modifiers.written.contains(where: { $0.name == name }) {
            error(ParserDiagnostics.duplicateModifier, at: t.loc)
          }
          modifiers.setterAccess = access
          modifiers.written.append((name, r))
          continue
        }
        error(ParserDiagnostics.expectedSetInModifier(name), at: t.loc)
        skip(until: [.rightParen])
        _ = consumeIf(.rightParen)
        continue
      }
      if name == "unowned", at(.leftParen), !tok.isAtStartOfLine {
        // `unowned(safe)`, `unowned(unsafe)` (isStartOfDecl saw the word and the `)`).
        consume()
        name += "(" + text(consume()) + ")"
        r = SourceRange(start: t.loc, end: consume().range.end)
      }
      if modifiers.written.contains(where: { $0.name == name }) {
        error(ParserDiagnostics.duplicateModifier, at: t.loc)
      }
      modifiers.written.append((name, r))
      if let access {
        modifiers.access = access
        modifiers.accessRange = r
        continue
      }
      switch name {
      case "static": modifiers.isStatic = true
      case "class": modifiers.isClass = true
      case "final": modifiers.isFinal = true
      case "override": modifiers.isOverride = true
      case "mutating": modifiers.isMutating = true
      case "nonmutating": modifiers.isNonmutating = true
      case "convenience": modifiers.isConvenience = true
      case "required": modifiers.isRequired = true
      case "lazy": modifiers.isLazy = true
      case "weak": modifiers.isWeak = true
      default: break
      }
    }
  }

  /// Where a declaration's range starts: its `static`/`class` modifier if written (as in
  /// swiftc), otherwise the introducing keyword.
  func declStart(_ modifiers: DeclModifiers, keyword: SourceLoc) -> SourceLoc {
    for m in modifiers.written where m.name == "static" || m.name == "class" {
      return m.range.start
    }
    return keyword
  }

  /// Parses a name: an identifier, or — reported, then accepted for recovery — a keyword.
  /// `what` completes "expected identifier in ...".
  mutating func parseName(_ what: String) -> (name: String, loc: SourceLoc)? {
    if at(.identifier) {
      let t = consume()
      return (text(t), t.loc)
    }
    if Parser.isKeyword(kind) {
      let t = tok
      let keyword = text(t)
      error(
        ParserDiagnostics.keywordAsIdentifier(keyword), at: t.loc,
        notes: [.note(ParserDiagnostics.useBackticksNote, at: t.loc)])
      consume()
      return (keyword, t.loc)
    }
    error(ParserDiagnostics.expectedIdentifier(in: what))
    return nil
  }

  /// import-decl = 'import' identifier ('.' identifier)*
  mutating func parseImportDecl() -> Decl? {
    traceEnter("parseImportDecl")
    defer { traceLeave() }
    let start = consume().loc
    // `import struct M.T` and friends: skip the kind.
    if at(.kwStruct) || at(.kwClass) || at(.kwEnum) || at(.kwProtocol) || at(.kwFunc) || at(.kwVar)
      || at(.kwLet) || at(.kwTypealias)
    {
      consume()
    }
    var path: [String] = []
    guard at(.identifier), !tok.isAtStartOfLine || path.isEmpty else {
      error(ParserDiagnostics.expectedIdentifier(in: "import declaration"))
      return nil
    }
    if tok.isAtStartOfLine {
      error(ParserDiagnostics.expectedIdentifier(in: "import declaration"))
      return nil
    }
    path.append(text(consume()))
    while at(.period) {
      consume()
      guard at(.identifier) else {
        error(ParserDiagnostics.expectedIdentifier(in: "import declaration"))
        return nil
      }
      path.append(text(consume()))
    }
    let d = ImportDecl(path: path, range: range(from: start))
    d.parent = currentParent
    return d
  }

  // MARK: let / var

  /// var-decl = ('let' | 'var') pattern-binding-entry (',' pattern-binding-entry)*
  /// pattern-binding-entry = pattern (':' type)? ('=' expr | accessor-block)?
  ///
  /// Appends the `PatternBindingDecl` followed by the `VarDecl`s it binds.
  mutating func parseVarDecl(modifiers: DeclModifiers, into decls: inout [Decl]) -> Bool {
    traceEnter("parseVarDecl")
    defer { traceLeave() }
    let keyword = consume()
    let isLet = keyword.kind == .kwLet
    let start = declStart(modifiers, keyword: keyword.loc)
    let varParent = atFileLevel ? nil : currentParent
    var entries: [PatternBindingDecl.Entry] = []
    var vars: [VarDecl] = []
    var failed = false
    // `var red, green, blue: Double`: entries with neither a type nor a value take the
    // type of the next entry that has a type and no value (as swiftc's parser does).
    var untyped: [Int] = []

    repeat {
      let firstVar = vars.count
      guard var pattern = parseBindingPattern(isLet: isLet, into: &vars) else {
        failed = true
        break
      }
      if at(.colon) {
        consume()
        guard let type = parseType() else {
          failed = true
          break
        }
        pattern = TypedPattern(
          subPattern: pattern, typeRepr: type,
          range: SourceRange(start: pattern.range.start, end: type.range.end))
        if let named = (pattern as? TypedPattern)?.subPattern as? NamedPattern {
          named.decl.typeRepr = type
        }
      }
      var initializer: Expr?
      if at(.equal) {
        let equal = consume()
        let startsValue = canStartExpression(tok) || kind.isOperator || at(.kwIf) || at(.kwSwitch)
        if !startsValue || (tok.isAtStartOfLine && (isStartOfDecl() || isStartOfStmt())) {
          error(ParserDiagnostics.expectedInitialValue, at: tok.isAtStartOfLine || at(.eof) ? equal.range.end : tok.loc)
          failed = true
          break
        }
        guard let e = parseExpr(message: ParserDiagnostics.expectedInitialValue) else {
          failed = true
          break
        }
        initializer = e
      } else if at(.leftBrace) {
        // A computed property or a protocol requirement: `{ get }`, `{ expr }`, ...
        let newVars = vars[firstVar...]
        guard let v = newVars.first, newVars.count == 1, pattern is TypedPattern || pattern is NamedPattern else {
          error(ParserDiagnostics.expectedDeclaration)
          failed = true
          break
        }
        if isLet {
          error(ParserDiagnostics.computedPropertyLet, at: tok.loc)
        } else if !(pattern is TypedPattern) {
          error(ParserDiagnostics.computedPropertyMissingType, at: tok.loc)
        }
        guard parseAccessorBlock(for: v, modifiers: modifiers) else {
          failed = true
          break
        }
      }
      if initializer != nil && at(.leftBrace) && !tok.isAtStartOfLine && isAccessorStart(at: 1) {
        // `var x = 0 { didSet { ... } }`: observers after the initial value.
        let newVars = vars[firstVar...]
        if let v = newVars.first, newVars.count == 1 {
          guard parseAccessorBlock(for: v, modifiers: modifiers) else {
            failed = true
            break
          }
        }
      }
      if initializer == nil, vars[firstVar...].allSatisfy({ $0.accessors.isEmpty }) {
        if let typed = pattern as? TypedPattern {
          for i in untyped {
            let p = entries[i].pattern
            entries[i].pattern = TypedPattern(subPattern: p, typeRepr: typed.typeRepr, range: p.range)
            if let named = p as? NamedPattern { named.decl.typeRepr = typed.typeRepr }
          }
          untyped = []
        } else {
          untyped.append(entries.count)
        }
      } else {
        untyped = []
      }
      entries.append(PatternBindingDecl.Entry(pattern: pattern, initializer: initializer))
    } while consumeIf(.comma) != nil

    if failed && entries.isEmpty { return false }
    let pbd = PatternBindingDecl(entries: entries, isLet: isLet, range: range(from: start))
    pbd.modifiers = modifiers
    pbd.parent = currentParent
    for v in vars {
      v.modifiers = modifiers
      v.binding = pbd
      v.parent = varParent
      if typeContext == .protocolBody && v.kind == .stored { v.kind = .requirement }
    }
    if failed { return false }
    decls.append(pbd)
    decls.append(contentsOf: vars)
    return true
  }

  /// accessor-block = '{' (accessor+ | brace-item*) '}'
  /// accessor = ('mutating' | 'nonmutating')? ('get' | 'set' ('(' identifier ')')?
  ///          | 'willSet' ('(' identifier ')')? | 'didSet') brace-stmt?
  ///
  /// `var a: Int { w * h }` is one implicit getter. In a protocol, accessors have no body.
  mutating func parseAccessorBlock(for v: VarDecl, modifiers: DeclModifiers) -> Bool {
    traceEnter("parseAccessorBlock")
    defer { traceLeave() }
    let open = consume()
    // The property's parent (its type, function, or nil at file level) owns the
    // accessors; the accessor owns the declarations in its body.
    let accessorParent = atFileLevel ? nil : currentParent
    let inProtocol = typeContext == .protocolBody

    if inProtocol && !isAccessorStart() {
      error(ParserDiagnostics.expectedGetOrSetInProtocol)
      skip(until: [])
      _ = consumeIf(.rightBrace)
      return false
    }
    if !isAccessorStart() {
      // Implicit getter: the block is the getter's body.
      let getter = AccessorDecl(
        kind: .get, parameters: ParameterList(parameters: [], range: .invalid), body: nil, range: open.range)
      getter.storage = v
      getter.parent = accessorParent
      getter.modifiers.isStatic = modifiers.isStatic
      getter.modifiers.isClass = modifiers.isClass
      if delayImplicitGetterBody(getter, open: open) {
        v.accessors.append(getter)
        v.kind = inProtocol ? .requirement : .computed
        return true
      }
      let savedContext = typeContext
      typeContext = .none
      let elements = withParent(getter) { p in p.parseBraceItems(.brace) }
      typeContext = savedContext
      guard let close = expectClosingBrace(open: open, message: ParserDiagnostics.expectedRightBraceAtEndOfBrace) else {
        return false
      }
      let r = SourceRange(start: open.loc, end: close.range.end)
      getter.body = BraceStmt(elements: elements, range: r)
      getter.range = r
      v.accessors.append(getter)
      v.kind = inProtocol ? .requirement : .computed
      return true
    }

    var hasComputed = false
    while !at(.rightBrace) && !at(.eof) {
      traceEnter("parseAccessor")
      defer { traceLeave() }
      let start = tok.loc
      var accessorModifiers = DeclModifiers()
      var attributes: [String] = []
      parseAttributes(&attributes)
      while isContextual("mutating") || isContextual("nonmutating") || at(.kwPrivate) || at(.kwFileprivate)
        || at(.kwInternal) || at(.kwPublic)
      {
        let m = consume()
        if isContextual(m, "mutating") { accessorModifiers.isMutating = true }
        if isContextual(m, "nonmutating") { accessorModifiers.isNonmutating = true }
        accessorModifiers.written.append((text(m), m.range))
      }
      let accessorKind: AccessorKind
      if isContextual("get") {
        accessorKind = .get
      } else if isContextual("set") {
        accessorKind = .set
      } else if isContextual("willSet") {
        accessorKind = .willSet
      } else if isContextual("didSet") {
        accessorKind = .didSet
      } else if isContextual("unsafeMutableAddress") {
        accessorKind = .unsafeMutableAddress
      } else if isContextual("unsafeMutablePayloadAddress") {
        accessorKind = .unsafeMutablePayloadAddress
      } else {
        error(ParserDiagnostics.expectedGetSet)
        skip(until: [.rightBrace])
        break
      }
      let keyword = consume()
      if v.accessors.contains(where: { $0.accessorKind == accessorKind }) {
        error(ParserDiagnostics.duplicateAccessor(accessorKind), at: keyword.loc)
      }
      var parameters = ParameterList(parameters: [], range: .invalid)
      if accessorKind == .set || accessorKind == .willSet || accessorKind == .didSet {
        if at(.leftParen) {
          let lp = consume()
          guard at(.identifier) else {
            error(ParserDiagnostics.expectedAccessorName)
            return false
          }
          let nameTok = consume()
          guard let rp = expect(.rightParen, ParserDiagnostics.expectedRightParenAfterSetterName) else { return false }
          let param = ParamDecl(argumentLabel: nil, name: text(nameTok), nameLoc: nameTok.loc, range: nameTok.range)
          parameters = ParameterList(parameters: [param], range: SourceRange(start: lp.loc, end: rp.range.end))
        } else if accessorKind != .didSet {
          let param = ParamDecl(argumentLabel: nil, name: "newValue", nameLoc: keyword.loc, range: keyword.range)
          param.isImplicit = true
          parameters = ParameterList(parameters: [param], range: keyword.range)
        }
      }
      let accessor = AccessorDecl(kind: accessorKind, parameters: parameters, body: nil, range: keyword.range)
      // (Before its body: `#function` there names the property.)
      accessor.storage = v
      if accessorKind == .get && (at(.kwThrows) || isContextual("async")) {
        // `get throws { }`, `get async { }`: effectful properties.
        error(ParserDiagnostics.unsupportedFeature("'\(text(tok))' accessors"))
        while at(.kwThrows) || isContextual("async") { consume() }
      }
      if at(.leftBrace) {
        guard withParent(accessor, { p in p.parseFunctionBody(of: accessor) }) else { return false }
      } else if !inProtocol && !isInterface {
        error(accessorKind == .get ? ParserDiagnostics.expectedGetterBody : ParserDiagnostics.expectedSetterBody)
      }
      accessor.range = range(from: start)
      accessor.modifiers = accessorModifiers
      accessor.modifiers.isStatic = modifiers.isStatic
      accessor.modifiers.isClass = modifiers.isClass
      accessor.attributes = attributes
      accessor.parent = accessorParent
      for p in parameters.parameters { p.parent = accessor }
      v.accessors.append(accessor)
      if accessorKind == .get || accessorKind == .set { hasComputed = true }
      _ = consumeIf(.semicolon)
    }
    guard expectClosingBrace(open: open, message: ParserDiagnostics.expectedRightBraceAtEndOfBrace) != nil else {
      return false
    }
    if let setter = v.setter, v.getter == nil {
      error(ParserDiagnostics.setterWithoutGetter, at: setter.loc)
    }
    if inProtocol {
      v.kind = .requirement
    } else if hasComputed {
      v.kind = .computed
    }
    return true
  }

  /// True when the current token (after `{`) starts an accessor: `get`, `set`, `willSet`,
  /// `didSet`, possibly after `mutating`/`nonmutating` or an attribute.
  func isAccessorStart(at offset: Int = 0) -> Bool {
    var i = offset
    while true {
      let t = peek(i)
      if t.kind == .atSign {
        i += 2
        continue
      }
      if isContextual(t, "mutating") || isContextual(t, "nonmutating") {
        i += 1
        continue
      }
      if isContextual(t, "get") || isContextual(t, "set") || isContextual(t, "willSet") || isContextual(t, "didSet")
        || isContextual(t, "unsafeMutableAddress") || isContextual(t, "unsafeMutablePayloadAddress")
      {
        let next = peek(i + 1)
        // `get` followed by `{`, `}`, `set`, a new line, `(`, `;`: an accessor.
        return next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .leftParen
          || next.kind == .semicolon || next.isAtStartOfLine || isContextual(next, "set") || isContextual(next, "get")
          || isContextual(next, "mutating") || isContextual(next, "nonmutating")
          || (isContextual(t, "get") && (next.kind == .kwThrows || isContextual(next, "async")))
      }
      return false
    }
  }

  /// Consumes the `}` matching `open`, or reports `message` with a note pointing at `open`.
  mutating func expectClosingBrace(open: Token, message: String) -> Token? {
    expectClosing(.rightBrace, open: open, message: message)
  }

  /// Consumes the `close` (`}` or `)`) matching `open`, or reports `message` with a note
  /// pointing at `open`.
  mutating func expectClosing(_ close: TokenKind, open: Token, message: String) -> Token? {
    if at(close) { return consume() }
    let note = close == .rightParen ? ParserDiagnostics.toMatchThisOpeningParen : ParserDiagnostics.toMatchThisOpeningBrace
    error(message, notes: [.note(note, at: open.loc)])
    return nil
  }

  // MARK: Functions

  /// func-decl = 'func' (identifier | operator) generic-params? parameter-clause
  ///             ('async' | 'throws')* ('->' type)? brace-stmt?
  mutating func parseFuncDecl(modifiers: DeclModifiers) -> Decl? {
    traceEnter("parseFuncDecl")
    defer { traceLeave() }
    let keyword = consume()
    let start = declStart(modifiers, keyword: keyword.loc)
    let name: String
    let nameLoc: SourceLoc
    var isOperator = false
    // `=` is not an operator: `func =` is "expected identifier", as in swiftc.
    if kind.isOperator || at(.exclaimPostfix) || at(.questionPostfix) || at(.questionInfix) {
      isOperator = true
      let t = consume()
      name = text(t)
      nameLoc = t.loc
    } else if let n = parseName("function declaration") {
      (name, nameLoc) = n
    } else {
      return nil
    }
    let fn = FuncDecl(
      name: name, nameLoc: nameLoc, parameters: ParameterList(parameters: [], range: .invalid), body: nil,
      range: SourceRange(keyword.loc))
    fn.isOperator = isOperator
    fn.modifiers = modifiers
    fn.parent = currentParent
    let ok = withParent(fn) { p -> Bool in
      if p.startsWithLeftAngle() {
        guard let generics = p.parseGenericParameters() else { return false }
        fn.genericParameters = generics
      }
      guard let params = p.parseParameterClause(kind: .function) else { return false }
      if isOperator {
        // An operator function's parameters have no argument labels: `==(_:_:)`.
        for param in params.parameters {
          param.argumentLabel = nil
          param.argumentLabelLoc = nil
        }
      }
      fn.parameters = params
      p.parseEffects(into: fn)
      if p.at(.arrow) {
        p.consume()
        guard let result = p.parseType(message: ParserDiagnostics.expectedTypeAfterArrow) else { return false }
        fn.resultTypeRepr = result
      }
      guard let requirements = p.parseWhereClause() else { return false }
      fn.whereClause = requirements
      if p.at(.leftBrace) {
        guard p.parseFunctionBody(of: fn) else { return false }
      }
      return true
    }
    fn.range = range(from: start)
    return ok ? fn : nil
  }

  /// operator-decl = ('prefix' | 'postfix' | 'infix') 'operator' operator (':' identifier)?
  ///
  /// Only an infix operator names a precedence group; without a fixity the declaration
  /// is swiftc's error.
  mutating func parseOperatorDecl(modifiers: DeclModifiers) -> Decl? {
    traceEnter("parseOperatorDecl")
    defer { traceLeave() }
    let keyword = consume()
    let written = Set(modifiers.written.map(\.name))
    let fixity: OperatorDecl.Fixity? =
      written.contains("prefix") ? .prefix : written.contains("postfix") ? .postfix : written.contains("infix") ? .infix : nil
    guard kind.isOperator || at(.exclaimPostfix) || at(.questionPostfix) || at(.questionInfix) else {
      errorAtEndOfLineOrHere(ParserDiagnostics.expectedOperatorName)
      return nil
    }
    let nameTok = consume()
    guard let fixity else {
      error(ParserDiagnostics.operatorWithoutFixity, at: keyword.loc)
      return nil
    }
    let decl = OperatorDecl(fixity: fixity, name: text(nameTok), nameLoc: nameTok.loc, range: nameTok.range)
    decl.modifiers = modifiers
    if at(.colon) {
      let colon = consume()
      guard at(.identifier) else {
        error(ParserDiagnostics.expectedPrecedenceGroupName)
        return nil
      }
      if fixity != .infix {
        error(ParserDiagnostics.precedenceGroupOnNonInfix, at: colon.loc)
      }
      let group = consume()
      decl.precedenceGroupName = text(group)
      decl.precedenceGroupLoc = group.loc
    }
    decl.range = range(from: keyword.loc)
    return decl
  }

  /// precedence-group-decl = 'precedencegroup' identifier '{' precedence-group-attribute* '}'
  /// precedence-group-attribute = ('higherThan' | 'lowerThan') ':' identifier (',' identifier)*
  ///                            | 'associativity' ':' ('left' | 'right' | 'none')
  ///                            | 'assignment' ':' ('true' | 'false')
  ///
  /// Each attribute at most once; the groups named are looked up by Sema.
  mutating func parsePrecedenceGroupDecl() -> Decl? {
    traceEnter("parsePrecedenceGroupDecl")
    defer { traceLeave() }
    let keyword = consume()
    guard at(.identifier) else {
      error(ParserDiagnostics.expectedIdentifier(after: "precedencegroup"))
      return nil
    }
    let nameTok = consume()
    let decl = PrecedenceGroupDecl(name: text(nameTok), nameLoc: nameTok.loc, range: nameTok.range)
    guard let open = at(.leftBrace) ? consume() : nil else {
      error(ParserDiagnostics.expectedLeftBraceAfterPrecedenceGroupName)
      return nil
    }
    // After an error in the body: skip to its `}`, so the file's next declaration parses.
    func recover() -> Decl? {
      skip(until: [.rightBrace])
      if at(.rightBrace) { consume() }
      return nil
    }
    var seen: Set<String> = []
    while !at(.rightBrace) {
      guard at(.identifier) else {
        error(ParserDiagnostics.expectedPrecedenceGroupAttribute)
        return recover()
      }
      let attribute = consume()
      let name = text(attribute)
      guard ["higherThan", "lowerThan", "associativity", "assignment"].contains(name) else {
        error(ParserDiagnostics.invalidPrecedenceGroupAttribute(name), at: attribute.loc)
        return recover()
      }
      if !seen.insert(name).inserted {
        error(ParserDiagnostics.precedenceGroupAttributeRepeated(name), at: attribute.loc)
      }
      guard at(.colon) else {
        error(ParserDiagnostics.expectedColonInPrecedenceGroup)
        return recover()
      }
      consume()
      switch name {
      case "associativity":
        guard at(.identifier), let a = PrecedenceGroupDecl.Associativity(rawValue: text(tok)) else {
          error(ParserDiagnostics.expectedAssociativity)
          return recover()
        }
        consume()
        decl.associativity = a
      case "assignment":
        guard at(.kwTrue) || at(.kwFalse) else {
          error(ParserDiagnostics.expectedAssignmentValue)
          return recover()
        }
        decl.isAssignment = consume().kind == .kwTrue
      default:
        var groups: [PrecedenceGroupDecl.Relation] = []
        repeat {
          if !groups.isEmpty { consume() }
          guard at(.identifier) else {
            error(ParserDiagnostics.expectedRelatedPrecedenceGroup(name))
            return recover()
          }
          let group = consume()
          groups.append(.init(name: text(group), loc: group.loc))
        } while at(.comma)
        if name == "higherThan" { decl.higherThan += groups } else { decl.lowerThan += groups }
      }
    }
    guard expectClosingBrace(open: open, message: ParserDiagnostics.expectedRightBraceInPrecedenceGroup) != nil else {
      return nil
    }
    decl.range = range(from: keyword.loc)
    return decl
  }

  /// subscript-decl = 'subscript' generic-parameters? parameter-clause '->' type
  ///                  where-clause? accessor-block
  ///
  /// A subscript's parameters have no argument label unless one is written
  /// (`subscript(row row: Int)`); the accessors are a computed property's. A generic
  /// subscript's generic parameters and `where` clause are its getter's.
  mutating func parseSubscriptDecl(modifiers: DeclModifiers) -> Decl? {
    traceEnter("parseSubscriptDecl")
    defer { traceLeave() }
    let keyword = consume()
    let start = declStart(modifiers, keyword: keyword.loc)
    let decl = SubscriptDecl(
      indices: ParameterList(parameters: [], range: .invalid), nameLoc: keyword.loc, range: SourceRange(keyword.loc))
    decl.modifiers = modifiers
    decl.parent = atFileLevel ? nil : currentParent
    var generics: [GenericTypeParamDecl] = []
    if startsWithLeftAngle() {
      guard let parsed = parseGenericParameters() else { return nil }
      generics = parsed
    }
    guard let params = parseParameterClause(kind: .function) else { return nil }
    for p in params.parameters where p.argumentLabelLoc == p.nameLoc {
      p.argumentLabel = nil
      p.argumentLabelLoc = nil
    }
    decl.indices = params
    guard at(.arrow) else {
      error(ParserDiagnostics.expectedArrowInSubscript)
      return nil
    }
    consume()
    guard let result = parseType(message: ParserDiagnostics.expectedTypeAfterArrow) else { return nil }
    decl.typeRepr = result
    guard let requirements = parseWhereClause() else { return nil }
    guard at(.leftBrace) else {
      error(ParserDiagnostics.expectedLeftBraceInSubscript)
      return nil
    }
    guard parseAccessorBlock(for: decl, modifiers: modifiers) else { return nil }
    if let getter = decl.accessors.first(where: { $0.accessorKind == .get }) {
      getter.genericParameters = generics
      getter.whereClause = requirements
    }
    // Each accessor takes the index parameters (copies of its own), a setter's after
    // the new value, as in swiftc's tree.
    for accessor in decl.accessors {
      let copies = params.parameters.map { p -> ParamDecl in
        let copy = ParamDecl(argumentLabel: p.argumentLabel, name: p.name, nameLoc: p.nameLoc, range: p.range)
        copy.argumentLabelLoc = p.argumentLabelLoc
        copy.typeRepr = p.typeRepr
        copy.isInOut = p.isInOut
        copy.isVariadic = p.isVariadic
        copy.parent = accessor
        return copy
      }
      let newValue = accessor.accessorKind == .get ? [] : accessor.parameters.parameters
      accessor.parameters = ParameterList(parameters: newValue + copies, range: params.range)
    }
    decl.range = range(from: start)
    return decl
  }

  /// effects = 'async'? ('throws' | 'rethrows')? — after a function's or initializer's
  /// parameter clause. `async` is recorded (Sema reports it as not supported); `async`
  /// after `throws` and a second `throws` are swiftc's syntax errors.
  mutating func parseEffects(into f: AbstractFunctionDecl) {
    while at(.kwThrows) || at(.kwRethrows) || isContextual("async") {
      let t = consume()
      if t.kind == .identifier {
        if f.throwsLoc != nil { error(ParserDiagnostics.asyncMustPrecedeThrows, at: t.loc) }
        f.asyncLoc = f.asyncLoc ?? t.loc
      } else if f.throwsLoc != nil {
        error(ParserDiagnostics.throwsAlreadySpecified, at: t.loc)
      } else {
        f.throwsLoc = t.loc
        f.isRethrows = t.kind == .kwRethrows
        if t.kind == .kwThrows { parseThrownType(after: t.loc) }
      }
    }
  }

  /// associatedtype-decl = 'associatedtype' identifier (':' type)? where-clause?
  mutating func parseAssociatedTypeDecl() -> AssociatedTypeDecl? {
    let keyword = consume()
    guard at(.identifier) else {
      error(ParserDiagnostics.expectedIdentifier(in: "associatedtype declaration"))
      return nil
    }
    let nameTok = consume()
    let decl = AssociatedTypeDecl(name: text(nameTok), nameLoc: nameTok.loc, range: nameTok.range)
    decl.parent = currentParent
    if consumeIf(.colon) != nil {
      guard let constraint = parseType() else { return nil }
      decl.constraint = constraint
    }
    guard let requirements = parseWhereClause() else { return nil }
    decl.whereClause = requirements
    decl.range = range(from: keyword.loc)
    return decl
  }

  /// where-clause = 'where' requirement (',' requirement)*
  /// requirement = type ':' type | type '==' type
  /// Empty when there is none; nil after a syntax error.
  mutating func parseWhereClause() -> [GenericRequirement]? {
    guard consumeIf(.kwWhere) != nil else { return [] }
    var requirements: [GenericRequirement] = []
    repeat {
      guard let subject = parseType() else { return nil }
      let kind: GenericRequirement.Kind
      if at(.colon) {
        consume()
        kind = .conformance
      } else if isOperator(tok, "==") {
        consume()
        kind = .sameType
      } else {
        error(ParserDiagnostics.expectedRequirement)
        return nil
      }
      guard let constraint = parseType() else { return nil }
      requirements.append(GenericRequirement(subject: subject, kind: kind, constraint: constraint))
    } while consumeIf(.comma) != nil
    return requirements
  }

  /// function-body = brace-stmt
  ///
  /// The body of `f`, or, in module `Swift` (`delayedTokens`), the tokens up to its
  /// matching `}` skipped and a parse of them left in `f.delayedBody`, with the state the
  /// parser has here, for when Sema asks for the body (swiftc's delayed body parsing:
  /// a program uses a few of the library's functions).
  mutating func parseFunctionBody(of f: AbstractFunctionDecl) -> Bool {
    if let parse = skipBodyForDelayedParse(openAt: pos, { p in p.parseFunctionBody() }) {
      f.delayedBody = parse
      return true
    }
    guard let body = parseFunctionBody() else { return false }
    f.body = body
    return true
  }

  /// `var a: Int { w * h }` in module `Swift`: the getter's body, after `open`, skipped
  /// and left to a delayed parse as a function's (`parseFunctionBody(of:)`); false when
  /// bodies are parsed where they are written.
  private mutating func delayImplicitGetterBody(_ getter: AccessorDecl, open: Token) -> Bool {
    let parse = skipBodyForDelayedParse(openAt: pos - 1) { p -> BraceStmt? in
      let elements = p.withParent(getter) { p in p.parseBraceItems(.brace) }
      guard let close = p.expectClosingBrace(open: open, message: ParserDiagnostics.expectedRightBraceAtEndOfBrace)
      else { return nil }
      return BraceStmt(elements: elements, range: SourceRange(start: open.loc, end: close.range.end))
    }
    guard let parse else { return false }
    getter.delayedBody = parse
    getter.range = SourceRange(start: open.loc, end: previousEnd)
    return true
  }

  /// When bodies are parsed on demand (`delayedTokens`, outside closures and
  /// speculation): skips to after the `}` matching the `{` at token `open`, and returns
  /// a parse of what it skipped, by `parse` on a parser in the state this one has now;
  /// nil (skipping nothing) otherwise, or when the file ends first.
  private mutating func skipBodyForDelayedParse(
    openAt open: Int, _ parse: @escaping (inout Parser) -> BraceStmt?
  ) -> (() -> BraceStmt?)? {
    guard let delayed = delayedTokens, closureFrames.isEmpty, speculationLevel == 0 else { return nil }
    var depth = 0
    guard let close = tokens[open...].firstIndex(where: { t in
      if t.kind == .leftBrace { depth += 1 } else if t.kind == .rightBrace { depth -= 1 }
      return depth == 0
    }) else { return nil }
    let (start, parent, before, structure) = (pos, currentParent, previousEnd, structureDepth)
    let (file, diagnostics) = (self.file, self.diagnostics)
    pos = close
    consume()
    return {
      var p = Parser(file: file, tokens: delayed.tokens, diagnostics: diagnostics, trace: nil)
      (p.pos, p.currentParent, p.previousEnd, p.structureDepth, p.atFileLevel) = (start, parent, before, structure, false)
      return parse(&p)
    }
  }

  /// A function body parsed where it is written.
  mutating func parseFunctionBody() -> BraceStmt? {
    let savedContext = typeContext
    let savedTrailing = allowTrailingClosure
    let savedPattern = inCasePattern
    typeContext = .none
    allowTrailingClosure = true
    inCasePattern = false
    defer {
      typeContext = savedContext
      allowTrailingClosure = savedTrailing
      inCasePattern = savedPattern
    }
    return parseBraceStmt(message: ParserDiagnostics.expectedRightBraceAtEndOfBrace)
  }

  /// True when the current token is an operator starting with `<` (generic brackets).
  func startsWithLeftAngle() -> Bool {
    tok.kind.isOperator && firstByte(tok) == UInt8(ascii: "<")
  }

  func startsWithRightAngle() -> Bool {
    tok.kind.isOperator && firstByte(tok) == UInt8(ascii: ">")
  }

  /// generic-params = '<' generic-param (',' generic-param)* '>'
  /// generic-param = identifier (':' type)?
  mutating func parseGenericParameters() -> [GenericTypeParamDecl]? {
    traceEnter("parseGenericParameters")
    defer { traceLeave() }
    let langle = tok
    if langle.length > 1 {
      _ = consumeFirstCharacterOfOperator()
    } else {
      consume()
    }
    var params: [GenericTypeParamDecl] = []
    repeat {
      guard enterStructure() else { return nil }
      defer { leaveStructure() }
      guard at(.identifier) else {
        error(ParserDiagnostics.expectedGenericParameterName)
        return nil
      }
      let nameTok = consume()
      let p = GenericTypeParamDecl(name: text(nameTok), nameLoc: nameTok.loc, range: nameTok.range)
      p.parent = currentParent
      if at(.colon) {
        consume()
        guard let constraint = parseType() else { return nil }
        p.constraint = constraint
        p.range = SourceRange(start: nameTok.loc, end: constraint.range.end)
      }
      params.append(p)
    } while consumeIf(.comma) != nil
    guard startsWithRightAngle() else {
      error(
        ParserDiagnostics.expectedRightAngleGenericParams,
        notes: [.note(ParserDiagnostics.toMatchThisOpeningAngle, at: langle.loc)])
      return nil
    }
    _ = consumeFirstCharacterOfOperator()
    return params
  }

  /// Where a parameter clause is: enum cases allow bare types, closures have no labels.
  enum ParameterClauseKind { case function, initializer, enumCase, closure }

  /// parameter-clause = '(' (parameter (',' parameter)* ','?)? ')'
  /// parameter = (identifier | '_')? (identifier | '_') ':' 'inout'? type '...'? ('=' expr)?
  ///           | type                                          (enum case only)
  mutating func parseParameterClause(kind clauseKind: ParameterClauseKind) -> ParameterList? {
    traceEnter("parseParameterClause")
    defer { traceLeave() }
    guard at(.leftParen) else {
      error(ParserDiagnostics.expectedLeftParenInParameterList)
      return nil
    }
    let lp = consume()
    var params: [ParamDecl] = []
    if !at(.rightParen) { params.reserveCapacity(4) }
    var failed = false
    while !at(.rightParen) && !at(.eof) {
      if let p = parseParameter(kind: clauseKind) {
        params.append(p)
      } else {
        failed = true
        skip(until: [.comma, .rightParen])
      }
      if at(.comma) {
        consume()
        continue
      }
      if !at(.rightParen) && !tok.isAtStartOfLine && !at(.eof) && !at(.leftBrace) {
        if !failed { error(ParserDiagnostics.expectedCommaSeparator) }
        failed = true
        skip(until: [.comma, .rightParen])
        if consumeIf(.comma) != nil { continue }
      }
      break
    }
    guard at(.rightParen) else {
      if !failed {
        errorAtEndOfLineOrHere(
          ParserDiagnostics.expectedRightParenInParameterList,
          notes: [.note(ParserDiagnostics.toMatchThisOpeningParen, at: lp.loc)])
      }
      return nil
    }
    let rp = consume()
    if failed { return nil }
    for p in params { p.parent = currentParent }
    return ParameterList(parameters: params, range: SourceRange(start: lp.loc, end: rp.range.end))
  }

  /// True for a token that can name a parameter or an argument label: an identifier,
  /// `_`, or any keyword except `inout`, `var` and `let`.
  func isParameterNameToken(_ t: Token) -> Bool {
    if t.kind == .identifier { return true }
    return Parser.isKeyword(t.kind) && t.kind != .kwInout && t.kind != .kwVar && t.kind != .kwLet
  }

  /// parameter = attribute* (label name | name) ':' 'inout'? type '...'? ('=' expr)?
  ///           | type                                          (enum case)
  ///           | name (':' type)?                              (closure)
  /// label, name = identifier | '_' | keyword (but `inout`, `var`, `let`)
  mutating func parseParameter(kind clauseKind: ParameterClauseKind) -> ParamDecl? {
    traceEnter("parseParameter")
    defer { traceLeave() }
    let start = tok.loc
    var attributes: [String] = []
    parseAttributes(&attributes)

    // An enum case's associated value may be just a type: `case c(Int, y: String)`.
    if clauseKind == .enumCase && !(isParameterNameToken(tok) && peek().kind == .colon)
      && !(isParameterNameToken(tok) && isParameterNameToken(peek()) && peek(2).kind == .colon)
    {
      guard let type = parseType() else { return nil }
      let p = ParamDecl(argumentLabel: nil, name: "", nameLoc: start, range: range(from: start))
      p.typeRepr = type
      return p
    }

    guard isParameterNameToken(tok) else {
      // (swiftc words it so for a closure too: `{ (1) in 2 }`.)
      error(clauseKind == .closure ? ParserDiagnostics.expectedParameterType : ParserDiagnostics.expectedParameterName)
      return nil
    }
    let first = consume()
    var label: String? = isUnderscore(first) ? nil : text(first)
    var labelLoc: SourceLoc? = first.loc
    var nameTok = first
    if isParameterNameToken(tok) && !at(.colon) {
      nameTok = consume()
    } else if clauseKind == .closure {
      label = nil
      labelLoc = nil
    }
    let name = isUnderscore(nameTok) ? "_" : text(nameTok)
    if clauseKind == .closure && nameTok != first {
      label = nil
      labelLoc = nil
    }
    let p = ParamDecl(argumentLabel: label, name: name, nameLoc: nameTok.loc, range: first.range)
    p.argumentLabelLoc = labelLoc
    p.attributes = attributes

    if !at(.colon) {
      if clauseKind == .closure {
        p.range = range(from: start)
        return p
      }
      if nameTok == first {
        error(ParserDiagnostics.unnamedParameter, at: first.loc)
      } else {
        errorAtEndOfLineOrHere(ParserDiagnostics.expectedColonAfterParameterName)
      }
      return nil
    }
    consume()
    if at(.kwInout) {
      let inoutTok = consume()
      guard let base = parseType(message: ParserDiagnostics.expectedParameterType) else { return nil }
      p.typeRepr = InOutTypeRepr(base: base, range: SourceRange(start: inoutTok.loc, end: base.range.end))
      p.isInOut = true
    } else {
      guard let type = parseType(message: ParserDiagnostics.expectedParameterType, inParameter: true) else { return nil }
      p.typeRepr = type
    }
    if isOperator(tok, "...") {
      consume()
      p.isVariadic = true
    }
    if at(.equal) {
      consume()
      let outer = inDefaultArgument
      inDefaultArgument = true
      let parsed = parseExpr(message: ParserDiagnostics.expectedInitialValue)
      inDefaultArgument = outer
      guard let value = parsed else { return nil }
      p.defaultValue = value
    }
    p.range = range(from: start)
    return p
  }

  // MARK: init / deinit

  /// init-decl = 'init' ('?' | '!')? generic-params? parameter-clause ('throws')? brace-stmt?
  mutating func parseInitDecl(modifiers: DeclModifiers) -> Decl? {
    traceEnter("parseInitDecl")
    defer { traceLeave() }
    let keyword = consume()
    if typeContext == .none {
      error(ParserDiagnostics.initializerOutsideType, at: tok.loc)
    }
    let ctor = ConstructorDecl(
      name: "init", nameLoc: keyword.loc, parameters: ParameterList(parameters: [], range: .invalid), body: nil,
      range: SourceRange(keyword.loc))
    ctor.modifiers = modifiers
    ctor.parent = currentParent
    if at(.questionPostfix) {
      consume()
      ctor.isFailable = true
    } else if at(.exclaimPostfix) {
      consume()
      ctor.isFailable = true
      ctor.isImplicitlyUnwrapped = true
    }
    let ok = withParent(ctor) { p -> Bool in
      if p.startsWithLeftAngle() {
        guard let generics = p.parseGenericParameters() else { return false }
        ctor.genericParameters = generics
      }
      guard let params = p.parseParameterClause(kind: .initializer) else { return false }
      ctor.parameters = params
      p.parseEffects(into: ctor)
      guard let requirements = p.parseWhereClause() else { return false }
      ctor.whereClause = requirements
      if p.at(.leftBrace) {
        guard p.parseFunctionBody(of: ctor) else { return false }
      }
      return true
    }
    ctor.range = range(from: keyword.loc)
    return ok ? ctor : nil
  }

  /// deinit-decl = 'deinit' brace-stmt
  mutating func parseDeinitDecl(modifiers: DeclModifiers) -> Decl? {
    traceEnter("parseDeinitDecl")
    defer { traceLeave() }
    let keyword = consume()
    if typeContext != .classBody && typeContext != .extensionBody {
      error(ParserDiagnostics.deinitializerOutsideClass, at: keyword.loc)
    }
    if at(.leftParen) {
      error(ParserDiagnostics.deinitParameters)
      skipBalanced()
    }
    let dtor = DestructorDecl(
      name: "deinit", nameLoc: keyword.loc, parameters: ParameterList(parameters: [], range: .invalid), body: nil,
      range: SourceRange(keyword.loc))
    dtor.modifiers = modifiers
    dtor.parent = currentParent
    if at(.leftBrace) {
      guard withParent(dtor, { p in p.parseFunctionBody(of: dtor) }) else { return nil }
    }
    dtor.range = range(from: keyword.loc)
    return dtor
  }

  // MARK: Types

  /// class-decl = 'class' identifier generic-params? inheritance-clause? member-block
  /// struct-decl = 'struct' identifier generic-params? inheritance-clause? member-block
  /// enum-decl = 'enum' identifier generic-params? inheritance-clause? member-block
  /// protocol-decl = 'protocol' identifier inheritance-clause? member-block
  /// actor-decl = 'actor' identifier inheritance-clause? member-block (a class, `isActor`)
  /// inheritance-clause = ':' type (',' type)*
  mutating func parseNominalTypeDecl(modifiers: DeclModifiers) -> Decl? {
    traceEnter("parseNominalTypeDecl")
    defer { traceLeave() }
    let keyword = consume()
    let what: String
    let context: TypeContext
    switch keyword.kind {
    case .kwClass: (what, context) = ("class", .classBody)
    case .kwStruct: (what, context) = ("struct", .structBody)
    case .kwEnum: (what, context) = ("enum", .enumBody)
    case .identifier: (what, context) = ("actor", .classBody)
    default: (what, context) = ("protocol", .protocolBody)
    }
    guard let (name, nameLoc) = parseName("\(what) declaration") else { return nil }
    let decl: NominalTypeDecl
    switch keyword.kind {
    case .kwClass: decl = ClassDecl(name: name, nameLoc: nameLoc, inherited: [], members: [], range: keyword.range)
    case .kwStruct: decl = StructDecl(name: name, nameLoc: nameLoc, inherited: [], members: [], range: keyword.range)
    case .kwEnum: decl = EnumDecl(name: name, nameLoc: nameLoc, inherited: [], members: [], range: keyword.range)
    case .identifier:
      let actor = ClassDecl(name: name, nameLoc: nameLoc, inherited: [], members: [], range: keyword.range)
      actor.isActor = true
      decl = actor
    default: decl = ProtocolDecl(name: name, nameLoc: nameLoc, inherited: [], members: [], range: keyword.range)
    }
    decl.modifiers = modifiers
    decl.parent = currentParent
    let ok = withParent(decl) { p -> Bool in
      if p.startsWithLeftAngle() {
        guard let generics = p.parseGenericParameters() else { return false }
        decl.genericParameters = generics
      }
      if p.at(.colon) {
        guard let inherited = p.parseInheritanceClause() else { return false }
        decl.inherited = inherited
      }
      guard let requirements = p.parseWhereClause() else { return false }
      decl.whereClause = requirements
      decl.membersLoc = p.tok.loc
      guard let members = p.parseMemberBlock(what: what, name: name, nameLoc: nameLoc, context: context) else {
        return false
      }
      decl.members = members
      return true
    }
    decl.range = range(from: keyword.loc)
    return ok ? decl : nil
  }

  /// inheritance-clause = ':' (type | 'class') (',' type)*
  mutating func parseInheritanceClause() -> [TypeRepr]? {
    traceEnter("parseInheritanceClause")
    defer { traceLeave() }
    consume()
    var types: [TypeRepr] = []
    repeat {
      if at(.kwClass) {
        // `protocol P: class` — an old spelling of `AnyObject`.
        let t = consume()
        types.append(IdentTypeRepr(name: "AnyObject", range: t.range))
        continue
      }
      guard let t = parseType() else { return nil }
      types.append(t)
    } while consumeIf(.comma) != nil
    return types
  }

  /// extension-decl = 'extension' type inheritance-clause? member-block
  mutating func parseExtensionDecl(modifiers: DeclModifiers) -> Decl? {
    traceEnter("parseExtensionDecl")
    defer { traceLeave() }
    let keyword = consume()
    guard let extended = parseType(message: ParserDiagnostics.expectedExtendedType) else { return nil }
    let ext = ExtensionDecl(extendedType: extended, inherited: [], members: [], range: keyword.range)
    ext.modifiers = modifiers
    ext.parent = currentParent
    let name = (extended as? IdentTypeRepr)?.name ?? sourceText(extended.range)
    let ok = withParent(ext) { p -> Bool in
      if p.at(.colon) {
        guard let inherited = p.parseInheritanceClause() else { return false }
        ext.inherited = inherited
      }
      guard let requirements = p.parseWhereClause() else { return false }
      ext.whereClause = requirements
      guard let members = p.parseMemberBlock(what: "extension", name: name, nameLoc: extended.loc, context: .extensionBody)
      else { return false }
      ext.members = members
      return true
    }
    ext.range = range(from: keyword.loc)
    return ok ? ext : nil
  }

  func sourceText(_ r: SourceRange) -> String { file.text(r) }

  /// member-block = '{' (decl | ';')* '}'
  ///
  /// Errors inside are reported with the note "in declaration of 'Name'", recovered from
  /// at the next declaration, and do not fail the type.
  mutating func parseMemberBlock(what: String, name: String, nameLoc: SourceLoc, context: TypeContext) -> [Decl]? {
    traceEnter("parseMemberBlock")
    defer { traceLeave() }
    guard let open = consumeLeftBrace(orReport: ParserDiagnostics.expectedLeftBrace(in: what)) else { return nil }
    let savedContext = typeContext
    let savedTrailing = allowTrailingClosure
    let savedPattern = inCasePattern
    typeContext = context
    allowTrailingClosure = true
    inCasePattern = false
    defer {
      typeContext = savedContext
      allowTrailingClosure = savedTrailing
      inCasePattern = savedPattern
    }
    var members: [Decl] = []
    members.reserveCapacity(16)
    var previousHadSemi = true
    while !at(.rightBrace) && !at(.eof) {
      if at(.semicolon) {
        consume()
        previousHadSemi = true
        continue
      }
      if !previousHadSemi && !tok.isAtStartOfLine {
        error(ParserDiagnostics.consecutiveDeclarations, at: previousEnd)
      }
      previousHadSemi = false
      let itemStart = pos
      if isStartOfDecl(allowCase: context == .enumBody) || (at(.kwCase) && context == .enumBody) {
        if !parseDecl(inEnum: context == .enumBody, into: &members) {
          skipToNextItem(itemStart: itemStart)
        }
      } else {
        let note = Diagnostic.note(ParserDiagnostics.inDeclarationOf(name), at: nameLoc)
        if at(.kwCase) {
          error(ParserDiagnostics.enumCaseOutsideEnum, notes: [note])
        } else {
          error(ParserDiagnostics.expectedDeclaration, notes: [note])
        }
        skipToNextItem(itemStart: itemStart)
      }
      if consumeIf(.semicolon) != nil { previousHadSemi = true }
    }
    guard at(.rightBrace) else {
      error(ParserDiagnostics.expectedRightBrace(in: what), notes: [.note(ParserDiagnostics.toMatchThisOpeningBrace, at: open.loc)])
      return members
    }
    consume()
    return members
  }

  // MARK: Enum cases

  /// enum-case-decl = 'case' enum-element (',' enum-element)*
  /// enum-element = identifier parameter-clause? ('=' literal)?
  ///
  /// Appends the `EnumCaseDecl` followed by its elements.
  mutating func parseEnumCaseDecl(modifiers: DeclModifiers, into decls: inout [Decl]) -> Bool {
    traceEnter("parseEnumCaseDecl")
    defer { traceLeave() }
    let keyword = consume()
    var elements: [EnumElementDecl] = []
    repeat {
      guard at(.identifier) || (Parser.isKeyword(kind) && !tok.isAtStartOfLine) else {
        // swiftc points at `case` when no name follows it.
        error(ParserDiagnostics.expectedEnumCaseName, at: elements.isEmpty ? keyword.loc : tok.loc)
        return false
      }
      guard let (name, nameLoc) = parseName("enum 'case' declaration") else { return false }
      let element = EnumElementDecl(name: name, nameLoc: nameLoc, range: SourceRange(nameLoc))
      element.parent = currentParent
      element.modifiers = modifiers
      if at(.leftParen) && !tok.isAtStartOfLine {
        guard let params = withParent(element, { p in p.parseParameterClause(kind: .enumCase) }) else { return false }
        element.parameters = params
      }
      if at(.equal) {
        consume()
        guard let raw = parseExpr() else { return false }
        element.rawValue = literalRawValue(raw)
      }
      element.range = range(from: nameLoc)
      elements.append(element)
    } while consumeIf(.comma) != nil
    let caseDecl = EnumCaseDecl(elements: elements, range: range(from: keyword.loc))
    caseDecl.modifiers = modifiers
    caseDecl.parent = currentParent
    decls.append(caseDecl)
    decls.append(contentsOf: elements)
    return true
  }

  /// raw-value = expr, which must be a literal: a number (`-1` too), a string without
  /// interpolations, `true`, `false` or `nil` (Sema checks its type). Another expression
  /// is swiftc's error, at the place swiftc gives the expression; the case then has no
  /// raw value, and the tree is whole.
  mutating func literalRawValue(_ e: Expr) -> Expr? {
    switch e {
    case is IntegerLiteralExpr, is FloatLiteralExpr, is StringLiteralExpr, is BooleanLiteralExpr, is NilLiteralExpr:
      return e
    default:
      errorKeepingTree(ParserDiagnostics.expectedRawValueLiteral, at: reportedLoc(e))
      return nil
    }
  }

  /// Where swiftc reports an expression as parsed (its `getLoc`): a member's name
  /// (`a.b`, `.a`), a call's callee, a subscript's `[`, a force unwrap's `!`, what is
  /// inside parentheses, `try` or an optional chain; otherwise where it starts.
  func reportedLoc(_ e: Expr) -> SourceLoc {
    switch e {
    case let p as ParenExpr: reportedLoc(p.subExpr)
    case let t as TryExpr: reportedLoc(t.subExpr)
    case let o as OptionalEvaluationExpr: reportedLoc(o.subExpr)
    case let d as UnresolvedDotExpr: d.nameLoc
    case is UnresolvedMemberExpr: e.range.start.advanced(by: 1)
    case let c as CallExpr: reportedLoc(c.fn)
    case let s as SubscriptExpr: s.base.range.end
    case is ForceValueExpr: e.range.end.advanced(by: -1)
    default: e.loc
    }
  }
}
