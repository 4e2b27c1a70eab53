import AST
import Basic

/// `#line`, `#column`, `#file`, `#filePath` and `#function`: literals whose value is
/// where they are written. swiftc types them as literals (`#line` an integer literal, so
/// `let d: Double = #line` is a Double), so the parser writes each as the literal it
/// stands for, and Sema and IRGen see an ordinary literal. Two uses are not supported
/// yet: one as a parameter's default value, which Swift evaluates at each call site
/// (`func log(line: Int = #line)`), and `#function` where the parser does not know the
/// name (top-level code, whose name is the module's); `#fileID`, `#dsohandle` and the
/// other `#` expressions are not either.
extension Parser {
  /// True at `#line` (no space between `#` and the name) and the other supported names.
  func atMagicIdentifier() -> Bool {
    guard at(.pound), peek().range.start.offset == tok.range.end.offset else { return false }
    let name = peek()
    return isContextual(name, "line") || isContextual(name, "column") || isContextual(name, "file")
      || isContextual(name, "filePath") || isContextual(name, "function")
  }

  /// magic-identifier = '#line' | '#column' | '#file' | '#filePath' | '#function', as
  /// the literal of its value (after a "not supported yet" error, a literal of its type,
  /// keeping the tree whole).
  mutating func parseMagicIdentifier() -> Expr? {
    let pound = consume()
    let nameToken = consume()
    let name = text(nameToken)
    let range = SourceRange(start: pound.loc, end: nameToken.range.end)
    let (line, column) = file.lineAndColumn(Int(pound.loc.offset))
    if inDefaultArgument {
      errorKeepingTree(ParserDiagnostics.notSupportedYet("'#\(name)' as a default argument"), at: pound.loc)
      return name == "line" || name == "column"
        ? IntegerLiteralExpr(text: "0", isNegative: false, range: range) : StringLiteralExpr(value: "", range: range)
    }
    switch name {
    case "line": return IntegerLiteralExpr(text: String(line), isNegative: false, range: range)
    case "column": return IntegerLiteralExpr(text: String(column), isNegative: false, range: range)
    case "file", "filePath": return StringLiteralExpr(value: file.name, range: range)
    default:
      guard let function = enclosingFunctionName() else {
        errorKeepingTree(ParserDiagnostics.notSupportedYet("'#function' outside a function"), at: pound.loc)
        return StringLiteralExpr(value: "", range: range)
      }
      return StringLiteralExpr(value: function, range: range)
    }
  }

  /// The name `#function` has in the declaration being parsed, as swiftc writes it: a
  /// function's or initializer's full name (`move(by:)`, `init()`), a property's name
  /// in its accessors, `subscript(_:)`, `deinit`; a closure's is its function's. Nil at
  /// top level, where it is the module's name, which the parser does not know.
  func enclosingFunctionName() -> String? {
    switch currentParent {
    case let a as AccessorDecl:
      guard let storage = a.storage else { return nil }
      return (storage as? SubscriptDecl)?.fullName ?? storage.name
    case is DestructorDecl: return "deinit"
    case let c as ConstructorDecl: return c.fullName
    case let f as FuncDecl: return f.fullName
    default: return nil
    }
  }
}
