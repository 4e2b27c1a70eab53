/// `keypath_expr` as swiftc's ASTDumper prints it: the components Sema found (each with
/// its type, `@lvalue` while the path so far can be written), then the path as parsed,
/// which stays untyped (no types or locations) after Sema too.
extension ASTPrinter {
  mutating func printKeyPath(_ k: KeyPathExpr, label: String?) {
    exprHeader("keypath_expr", k, label: label)
    open("components")
    for c in k.components {
      switch c {
      case .member(let v, let type, let writable):
        open("member")
        quoted("decl", qualifiedName(v))
        quoted("type", (writable ? "@lvalue " : "") + type.description)
      case .tupleElement(let index, let type, let writable):
        open("tuple_element")
        attr("index=\(index)")
        quoted("type", (writable ? "@lvalue " : "") + type.description)
      case .optionalChain(let type):
        open("optional_chain")
        quoted("type", type.description)
      case .optionalForce(let type, let writable):
        open("optional_force")
        quoted("type", (writable ? "@lvalue " : "") + type.description)
      case .optionalWrap(let type):
        open("optional_wrap")
        quoted("type", type.description)
      case .subscript(let decl, let arguments, let type, let writable):
        open("subscript")
        if let decl { quoted("decl", qualifiedName(decl)) }
        quoted("type", (writable ? "@lvalue " : "") + type.description)
        printArguments(arguments)
      case .identity(let type):
        open("identity")
        quoted("type", type.description)
      }
      close()
    }
    close()
    if let r = k.parsedRoot { printParsedPath(r, label: "parsed_root") }
    if let p = k.parsedPath { printParsedPath(p, label: "parsed_path") }
    close()
  }

  /// The path as parsed, untyped; after Sema inside the `optional_evaluation_expr` its
  /// `?` needs (which `-dump-parse` does not show).
  private mutating func printParsedPath(_ e: Expr, label: String) {
    let semantics = showSemantics
    if semantics, let o = e as? OptionalEvaluationExpr {
      open("optional_evaluation_expr", label: label)
      implicitFlag(o)
      quoted("type", "<null>")
      showSemantics = false
      print(o.subExpr, label: nil)
      showSemantics = semantics
      close()
      return
    }
    showSemantics = false
    print(e, label: label)
    showSemantics = semantics
  }
}
