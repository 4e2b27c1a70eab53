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
      case .optionalChain(let type):
        open("optional_chain")
        quoted("type", type.description)
      case .optionalForce(let type, let writable):
        open("optional_force")
        quoted("type", (writable ? "@lvalue " : "") + type.description)
      case .optionalWrap(let type):
        open("optional_wrap")
        quoted("type", type.description)
      case .identity(let type):
        open("identity")
        quoted("type", type.description)
      }
      close()
    }
    close()
    let semantics = showSemantics
    showSemantics = false
    if let r = k.parsedRoot { print(r, label: "parsed_root") }
    if let p = k.parsedPath { print(p, label: "parsed_path") }
    showSemantics = semantics
    close()
  }
}
