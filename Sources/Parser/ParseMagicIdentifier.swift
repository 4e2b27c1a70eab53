import AST
import Basic

/// `#line`, `#column`, `#file`, `#filePath`, `#fileID` and `#function`: literals whose
/// value is where they are written. swiftc types them as literals (`#line` an integer
/// literal, so `let d: Double = #line` is a Double), so the parser writes each as the
/// literal it stands for, and Sema and IRGen see an ordinary literal. As a parameter's
/// default value (`func log(line: UInt = #line)`, the library's `fatalError`) the value
/// is the caller's place: the literal is marked with its `MagicIdentifier`, and Sema
/// gives each call that leaves the argument out the literal of its own place
/// (`DefaultArgumentExpr.callerSideValue`). Not supported yet: `#function` as a default
/// value or where the parser does not know the name (top-level code, whose name is the
/// module's), `#fileID` elsewhere than as a default value (its module's name is not the
/// parser's to know), `#dsohandle` and the other `#` expressions.
extension Parser {
  /// True at `#line` (no space between `#` and the name) and the other supported names.
  func atMagicIdentifier() -> Bool {
    guard at(.pound), peek().range.start.offset == tok.range.end.offset else { return false }
    let name = peek()
    return isContextual(name, "line") || isContextual(name, "column") || isContextual(name, "file")
      || isContextual(name, "filePath") || isContextual(name, "fileID") || isContextual(name, "function")
  }

  /// magic-identifier = '#line' | '#column' | '#file' | '#filePath' | '#fileID' |
  /// '#function', as the literal of its value (after a "not supported yet" error, a
  /// literal of its type, keeping the tree whole).
  mutating func parseMagicIdentifier() -> Expr? {
    let pound = consume()
    let nameToken = consume()
    let name = text(nameToken)
    let range = SourceRange(start: pound.loc, end: nameToken.range.end)
    let (line, column) = file.lineAndColumn(Int(pound.loc.offset))
    if inDefaultArgument, let magic = MagicIdentifier(rawValue: name) {
      // The declaration's own place, replaced by each call's.
      if magic.isNumber {
        let l = IntegerLiteralExpr(text: String(magic == .line ? line : column), isNegative: false, range: range)
        l.magicIdentifier = magic
        return l
      }
      let s = StringLiteralExpr(value: file.name, range: range)
      s.magicIdentifier = magic
      return s
    }
    if name == "fileID" {
      errorKeepingTree(ParserDiagnostics.notSupportedYet("'#fileID' outside a default argument"), at: pound.loc)
      return StringLiteralExpr(value: "", range: range)
    }
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
