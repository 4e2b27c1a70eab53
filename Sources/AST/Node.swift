import Basic

/// The root of every syntax-tree class. A node knows where it came from; nodes that Sema
/// adds (an implicit memberwise initializer, an implicit `self`, a conversion) are
/// `isImplicit` and may have an invalid range.
///
/// The tree is made of classes, as swiftc's is: Sema annotates nodes in place (types,
/// resolved declarations) and replaces expressions by typed ones (`UnresolvedDeclRefExpr`
/// becomes `DeclRefExpr`), so the fields that hold children are `var`.
open class Node {
  public var range: SourceRange
  public var isImplicit: Bool

  public init(range: SourceRange, isImplicit: Bool = false) {
    self.range = range
    self.isImplicit = isImplicit
  }

  public var loc: SourceLoc { range.start }
}

extension Node: Hashable {
  public static func == (a: Node, b: Node) -> Bool { a === b }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// One element of a brace statement or of a file: Swift mixes declarations, statements
/// and expressions in a block.
public enum ASTNode {
  case decl(Decl)
  case stmt(Stmt)
  case expr(Expr)

  public var node: Node {
    switch self {
    case .decl(let d): d
    case .stmt(let s): s
    case .expr(let e): e
    }
  }

  public var range: SourceRange { node.range }
}

/// A whole parsed file (swiftc's `source_file`): its top-level declarations in order.
/// Top-level statements are wrapped in `TopLevelCodeDecl`s, as swiftc does.
public final class SourceFileNode: Node {
  public let file: SourceFile
  public var decls: [Decl]
  /// The parser's errors after which the tree was still the whole file, as if the wrong
  /// part were not written (a raw value that is not a literal). When all the syntax
  /// errors are such, the driver type-checks the file, as swiftc does.
  public var syntaxErrorsKeepingTree = 0

  public init(file: SourceFile, decls: [Decl]) {
    self.file = file
    self.decls = decls
    super.init(range: SourceRange(start: file.loc(0), end: file.loc(file.count)))
  }
}
