import AST
import Basic

/// Types as written: names with generic arguments, qualified names, optionals, arrays,
/// dictionaries, tuples, function types, `inout`.
extension Parser {
  /// type = type-primary type-postfix* ('->' type)?
  /// type-postfix = '?' | '!'
  ///
  /// A function type's parameters are the elements of the tuple type before `->`.
  mutating func parseType(message: String = ParserDiagnostics.expectedType, inParameter: Bool = false) -> TypeRepr? {
    traceEnter("parseType")
    defer { traceLeave() }
    let start = tok.loc
    // `@escaping` and `@autoclosure` are kept on the type (Sema checks where they are
    // written); other type attributes (`@Sendable`) and opaque types (`some P`) are
    // reported, then the type is parsed without them.
    var attributes: [(name: String, loc: SourceLoc, nameLoc: SourceLoc)] = []
    while at(.atSign) && peek().kind == .identifier {
      let at = consume()
      let nameTok = consume()
      let name = text(nameTok)
      if name == "escaping" || name == "autoclosure" {
        attributes.append((name, at.loc, nameTok.loc))
      } else {
        error(ParserDiagnostics.unsupportedFeature("type attributes ('@\(name)')"), at: at.loc)
      }
    }
    guard let type = parseUnattributedType(message: message, inParameter: inParameter, start: start) else { return nil }
    type.attributes = attributes
    type.isParameterType = inParameter
    return type
  }

  private mutating func parseUnattributedType(message: String, inParameter: Bool, start: SourceLoc) -> TypeRepr? {
    // `some Shape`: an opaque type (Sema checks where it is written); `any Named & Aged`:
    // an existential, over the whole composition.
    var someLoc: SourceLoc?
    var anyLoc: SourceLoc?
    if isContextual("some") && peek().kind == .identifier && !peek().isAtStartOfLine {
      someLoc = consume().loc
    } else if startsExistential() {
      anyLoc = consume().loc
    }
    guard var base = parseTypePrimary(message: message) else { return nil }
    if isOperator(tok, "&") && !tok.isAtStartOfLine {
      // `Named & Aged`
      var types = [base]
      while isOperator(tok, "&") && !tok.isAtStartOfLine {
        consume()
        guard let next = parseTypePrimary(message: message) else { return nil }
        types.append(next)
      }
      base = CompositionTypeRepr(types: types, range: SourceRange(start: base.range.start, end: types.last!.range.end))
    }
    if let someLoc {
      base = OpaqueTypeRepr(base: base, range: SourceRange(start: someLoc, end: base.range.end))
    }
    if let anyLoc {
      base = ExistentialTypeRepr(base: base, range: SourceRange(start: anyLoc, end: base.range.end))
    }
    if !inParameter && isOperator(tok, "...") && !tok.isAtStartOfLine {
      // `T...` parses anywhere (swiftc rejects it in Sema, at the same place).
      error(ParserDiagnostics.variadicOutsideParameterList)
      consume()
    }
    while true {
      if at(.questionPostfix) {
        let q = consume()
        base = OptionalTypeRepr(base: base, range: SourceRange(start: start, end: q.range.end))
      } else if at(.exclaimPostfix) {
        // `T!`: Sema checks where it is written.
        let q = consume()
        let iuo = OptionalTypeRepr(base: base, range: SourceRange(start: start, end: q.range.end))
        iuo.isImplicitlyUnwrapped = true
        base = iuo
      } else if at(.postfixOperator), text(tok).allSatisfy({ $0 == "?" }) {
        // `Set<Int>??`: what is left of the operator `>??` once the generic arguments'
        // `>` is split off; each `?` in turn.
        let q = consumeFirstCharacterOfOperator()
        base = OptionalTypeRepr(base: base, range: SourceRange(start: start, end: q.advanced(by: 1)))
      } else {
        break
      }
    }
    var throwsLoc: SourceLoc?
    while at(.kwThrows) || at(.kwRethrows) || isContextual("async") {
      if !at(.kwThrows) && peek().kind != .arrow && peek().kind != .kwThrows { break }
      if at(.kwThrows) && peek().kind == .leftParen {
        if throwsLoc != nil { error(ParserDiagnostics.throwsAlreadySpecified) }
        throwsLoc = throwsLoc ?? tok.loc
        parseThrownType(after: consume().loc)
        continue
      }
      if at(.kwRethrows) {
        error(ParserDiagnostics.rethrowsOnlyOnFunctions)
      } else if at(.kwThrows) {
        if throwsLoc != nil { error(ParserDiagnostics.throwsAlreadySpecified) }
        throwsLoc = throwsLoc ?? tok.loc
      } else {
        error(ParserDiagnostics.unsupportedFeature("'async' function types"))
      }
      consume()
    }
    if at(.arrow) {
      consume()
      // A parameter's `(T) -> T...` is variadic of the function type, so the result
      // leaves the `...` to the parameter; it is not itself a parameter's type.
      guard let result = parseType(message: ParserDiagnostics.expectedTypeAfterArrow, inParameter: inParameter) else {
        return nil
      }
      result.isParameterType = false
      let parameters: [TypeRepr]
      if let tuple = base as? TupleTypeRepr {
        parameters = tuple.elements
      } else {
        error(ParserDiagnostics.functionTypeNeedsParentheses, at: base.loc)
        parameters = [base]
      }
      for p in parameters { p.isParameterType = true }
      let f = FunctionTypeRepr(parameters: parameters, result: result, range: SourceRange(start: start, end: result.range.end))
      f.throwsLoc = throwsLoc
      return f
    }
    return base
  }

  /// type-primary = type-identifier | '[' type (':' type)? ']'
  ///              | '(' (tuple-type-element (',' tuple-type-element)*)? ')'
  /// type-identifier = identifier generic-args? ('.' identifier generic-args?)*
  /// tuple-type-element = (identifier ':')? 'inout'? type
  mutating func parseTypePrimary(message: String) -> TypeRepr? {
    traceEnter("parseTypePrimary")
    defer { traceLeave() }
    switch kind {
    case .identifier where startsExistential():
      // `any P` where only a primary type may stand (a part of a composition).
      let anyLoc = consume().loc
      guard let type = parseTypePrimary(message: message) else { return nil }
      return ExistentialTypeRepr(base: type, range: SourceRange(start: anyLoc, end: type.range.end))
    case .identifier, .kwAny, .kwCapitalSelf:
      let t = consume()
      var type: TypeRepr
      if startsWithLeftAngle() {
        guard let args = parseGenericArguments() else { return nil }
        type = IdentTypeRepr(name: text(t), genericArgs: args, range: range(from: t.loc))
      } else {
        type = IdentTypeRepr(name: text(t), range: t.range)
      }
      // `Module.Type`, `Outer.Inner`
      while at(.period), peek().kind == .identifier {
        consume()
        let name = consume()
        var args: [TypeRepr] = []
        if startsWithLeftAngle() {
          guard let a = parseGenericArguments() else { return nil }
          args = a
        }
        type = MemberTypeRepr(base: type, name: text(name), genericArgs: args, range: range(from: t.loc))
      }
      return type
    case .leftSquare:
      guard enterStructure() else { return nil }
      defer { leaveStructure() }
      let open = consume()
      guard let element = parseType() else { return nil }
      if at(.colon) {
        consume()
        guard let value = parseType() else { return nil }
        guard let close = expect(.rightSquare, ParserDiagnostics.expectedRightSquareInDictionaryType) else { return nil }
        return DictionaryTypeRepr(key: element, value: value, range: SourceRange(start: open.loc, end: close.range.end))
      }
      guard let close = expect(.rightSquare, ParserDiagnostics.expectedRightSquareInArrayType) else { return nil }
      return ArrayTypeRepr(base: element, range: SourceRange(start: open.loc, end: close.range.end))
    case .leftParen:
      guard enterStructure() else { return nil }
      defer { leaveStructure() }
      let open = consume()
      var elements: [TypeRepr] = []
      var labels: [String?] = []
      var labelLocs: [SourceLoc?] = []
      while !at(.rightParen) && !at(.eof) {
        var label: String?
        var labelLoc: SourceLoc?
        if (at(.identifier) || isUnderscore(tok)) && peek().kind == .colon {
          labelLoc = tok.loc
          label = text(consume())
          consume()
        } else if (at(.identifier) || isUnderscore(tok)) && peek().kind == .identifier && peek(2).kind == .colon {
          // `(_ x: Int) -> Int`: an argument label and a parameter name.
          consume()
          labelLoc = tok.loc
          label = text(consume())
          consume()
        }
        let elementStart = tok.loc
        var element: TypeRepr
        if at(.kwInout) {
          consume()
          guard let base = parseType() else { return nil }
          element = InOutTypeRepr(base: base, range: range(from: elementStart))
        } else {
          guard let t = parseType() else { return nil }
          element = t
        }
        elements.append(element)
        labels.append(label)
        labelLocs.append(labelLoc)
        if consumeIf(.comma) == nil { break }
      }
      guard let close = expectClosing(.rightParen, open: open, message: ParserDiagnostics.expectedRightParenInTupleType)
      else { return nil }
      let tuple = TupleTypeRepr(elements: elements, labels: labels, range: SourceRange(start: open.loc, end: close.range.end))
      tuple.labelLocs = labelLocs
      return tuple
    default:
      errorAtEndOfLineOrHere(message)
      return nil
    }
  }

  /// generic-args = '<' type (',' type)* '>'
  ///
  /// The closing `>` may be the first character of `>>`, `>?`, `>=`...: it is split off.
  mutating func parseGenericArguments() -> [TypeRepr]? {
    traceEnter("parseGenericArguments")
    defer { traceLeave() }
    guard enterStructure() else { return nil }
    defer { leaveStructure() }
    let langle = tok.loc
    _ = consumeFirstCharacterOfOperator()
    var args: [TypeRepr] = []
    if !startsWithRightAngle() {
      repeat {
        guard let t = parseType() else { return nil }
        args.append(t)
      } while consumeIf(.comma) != nil
    }
    guard startsWithRightAngle() else {
      error(ParserDiagnostics.expectedRightAngleInGenericArgs, notes: [.note(ParserDiagnostics.toMatchThisOpeningAngle, at: langle)])
      return nil
    }
    _ = consumeFirstCharacterOfOperator()
    return args
  }

  /// Whether generic arguments follow in an expression (`Array<Int>()`), as opposed to a
  /// `<` comparison: they must parse as types and be followed by a token that cannot
  /// continue a comparison (`(`, `.`, `)`, `,`, `{` of a trailing closure, ...), as swiftc decides.
  mutating func canParseGenericArgumentsInExpr() -> Bool {
    guard startsWithLeftAngle(), !tok.isAtStartOfLine else { return false }
    return speculate { p in
      guard p.parseGenericArguments() != nil else { return false }
      switch p.kind {
      case .leftParen, .period, .periodPrefix, .rightParen, .rightSquare, .comma, .semicolon, .colon, .leftBrace, .rightBrace,
        .eof, .exclaimPostfix, .questionPostfix, .leftSquare:
        return true
      default:
        return p.tok.isAtStartOfLine || p.isOperator(p.tok, "==") || p.isOperator(p.tok, "!=")
      }
    }
  }

  /// `any` followed by a type on the same line: the start of an existential type (`any`
  /// alone is an ordinary name).
  func startsExistential() -> Bool {
    isContextual(tok, "any") && [.identifier, .kwAny, .kwCapitalSelf].contains(peek().kind) && !peek().isAtStartOfLine
  }
}
