import AST
import Basic

/// Characters and the Character-wise String API: string literals that are Characters by
/// context, `s[i]`, `s[range]` and `s[..<i]`. The members
/// themselves (`index(after:)`, `insert(_:at:)`, ...) are declared in StandardLibrary.
extension TypeChecker {
  /// Is a string literal exactly one Character (one extended grapheme cluster)?
  /// (Swift's own String counts them, with the Unicode rules swiftc applies.)
  func isSingleCharacter(_ s: StringLiteralExpr) -> Bool {
    s.value.count == 1
  }

  /// Does the context make a string literal a Character (`let c: Character = "a"`)?
  /// A literal of more than one Character stays a String, and the conversion reports it.
  func isCharacterLiteral(_ s: StringLiteralExpr, contextual: SwiftType?) -> Bool {
    switch contextual {
    case .character?, .optional(.character)?: isSingleCharacter(s)
    default: false
    }
  }

  /// Is `t` the library's `Unicode.Scalar` (or an optional of it)? A string literal is
  /// not one yet (Swift's `ExpressibleByUnicodeScalarLiteral`).
  func isUnicodeScalar(_ t: SwiftType?) -> Bool {
    switch t {
    case .optional(let wrapped)?: return isUnicodeScalar(wrapped)
    case .nominal(let n)?: return n.name == "Scalar" && t?.description == "Unicode.Scalar" && n.moduleName == "Swift"
    default: return false
    }
  }

  /// Does a struct of type `t` show a `String.Index` when printed (a stored property of
  /// that type, or of a struct, optional, collection or tuple holding one; a string's
  /// `indices`)? Swift shows an index with its encoding (`0[any]`, `2[utf8]`), which
  /// miniswiftc's indices, plain offsets, do not have.
  func showsStringIndex(_ t: SwiftType) -> Bool {
    var seen: Set<String> = []
    func shows(_ t: SwiftType) -> Bool {
      switch t {
      case .stringIndex: return true
      case .optional(let w), .array(let w), .set(let w), .range(_, let w): return shows(w)
      case .dictionary(let k, let v): return shows(k) || shows(v)
      case .tuple(let ts, _): return ts.contains(where: shows)
      case .nominal(let n as StructDecl), .boundGeneric(let n as StructDecl, _):
        guard seen.insert(t.description).inserted else { return false }
        let subs = n.substitutions(in: t)
        return storedProperties(of: n).contains { shows(typeOfVar($0).substituting(subs)) }
      default: return false
      }
    }
    return shows(t)
  }

  /// `s[i]` (a Character), `s[a..<b]` and `s[..<i]` (a Substring) of a String.
  func checkStringSubscript(_ s: SubscriptExpr, base: SwiftType) -> Expr {
    s.type = .error
    guard s.arguments.count == 1, s.arguments[0].label == nil else {
      for i in s.arguments.indices { s.arguments[i].expr = checkExpr(s.arguments[i].expr) }
      error(SemaDiagnostics.noExactMatches("subscript", "subscript"), at: s.base.loc)
      return s
    }
    if base == .substring {
      // A Substring shares its base's indices; miniswiftc's Substring is a copy.
      s.arguments[0].expr = checkExpr(s.arguments[0].expr)
      notSupported("a Substring subscript", at: s.base.loc)
      return s
    }
    let arg = foldIfNeeded(s.arguments[0].expr)
    if let p = arg as? PrefixUnaryExpr, (p.op as? UnresolvedDeclRefExpr)?.name == "..<" {
      p.operand = checkExpr(p.operand, convertTo: .stringIndex, reason: .argument)
      let ref = DeclRefExpr(decl: stdlib.indexUpTo, range: p.op.range)
      ref.type = stdlib.indexUpTo.interfaceType
      p.op = ref
      p.type = .range(.halfOpen, .stringIndex)
      s.arguments[0].expr = p
      s.type = p.operand.type?.isError == true ? .error : .substring
      return s
    }
    let index = checkExpr(arg)
    s.arguments[0].expr = index
    switch index.type {
    case .stringIndex?:
      s.type = .character
    case .range(.halfOpen, .stringIndex)?, .range(.closed, .stringIndex)?:
      s.type = .substring
    case .int?:
      error(SemaDiagnostics.stringSubscriptByInt(), at: s.base.loc)
    case .error?, nil:
      break
    case .boundGeneric(let d, [.stringIndex])? where d.isInStandardLibrary:
      // `s[i...]`, `s[...i]`, `s[i...j]`: Swift's subscript of a RangeExpression.
      notSupported("a String subscript of a '\(index.type ?? .error)'", at: diagLoc(index))
    case let t?:
      error(SemaDiagnostics.cannotConvertArgument(t, .stringIndex), at: diagLoc(index))
    }
    return s
  }
}
