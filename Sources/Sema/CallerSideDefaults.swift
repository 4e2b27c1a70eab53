import AST
import Basic

/// A parameter whose default value is `#file`, `#fileID`, `#filePath`, `#line` or
/// `#column` (the library's `fatalError(_:file:line:)`, a program's `func log(line: Int
/// = #line)`): each call that leaves the argument out passes the place of the call, as
/// swiftc evaluates such a default on the caller's side. The place is the call's argument
/// list (its `(`), as swiftc's: `f(\n  1\n)` is line 1 of the call.
extension TypeChecker {
  /// The literal of `p`'s magic-identifier default at `loc`, typed as the default value
  /// was (`UInt`, `String`); nil when `p`'s default is something else.
  func callerSideValue(of p: ParamDecl, at loc: SourceLoc) -> Expr? {
    let range = SourceRange(loc)
    switch p.defaultValue {
    case let i as IntegerLiteralExpr:
      guard let magic = i.magicIdentifier else { return nil }
      let (line, column) = lineAndColumn(of: loc)
      let value = magic == .line ? line : column
      let l = IntegerLiteralExpr(text: String(value), isNegative: false, range: range)
      l.value = Int64(value)
      l.magicIdentifier = magic
      l.type = i.type
      return l
    case let s as StringLiteralExpr:
      guard let magic = s.magicIdentifier else { return nil }
      let l = StringLiteralExpr(value: fileName(of: loc, magic), range: range)
      l.magicIdentifier = magic
      l.type = s.type
      return l
    default:
      return nil
    }
  }

  /// The file `loc` is in, as `magic` names it: `#file` and `#filePath` the path as the
  /// compiler was given it, `#fileID` the module's name and the file's (`main/a.swift`).
  private func fileName(of loc: SourceLoc, _ magic: MagicIdentifier) -> String {
    guard let file = sourceFile(of: loc) else { return "" }
    switch magic {
    case .fileID:
      let base = file.name.split(separator: "/").last.map(String.init) ?? file.name
      return module.name + "/" + base
    case .file, .filePath, .line, .column:
      return file.name
    }
  }

  private func lineAndColumn(of loc: SourceLoc) -> (line: Int, column: Int) {
    guard let file = sourceFile(of: loc), loc.isValid else { return (0, 0) }
    return file.lineAndColumn(Int(loc.offset))
  }

  private func sourceFile(of loc: SourceLoc) -> SourceFile? {
    module.files.first { $0.file.id == loc.file }?.file
  }
}
