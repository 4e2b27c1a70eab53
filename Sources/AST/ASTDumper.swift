import Basic
import Lexer

/// Prints a syntax tree in swiftc's S-expression layout (`swiftc -dump-parse`): the same
/// node names, nesting, order of children and `range=[file:L:C - line:L:C]` attributes,
/// where a range ends at the *start* of its last token, as in swiftc.
///
///     (source_file "employee.swift"
///       (import_decl range=[employee.swift:1:1 - line:1:8] module="Foundation")
///       (protocol range=[employee.swift:3:8 - line:8:1] "Address" uncomputed_requirement_signature
///         ...
///
/// Unlike swiftc it is deterministic: no addresses, no `decl_context=`/`init_context=`
/// pointers (`<anonymous @ 0x...>` is printed `<anonymous>`). Where miniswiftc's tree is
/// the one Sema expects rather than swiftc's parse tree, the dump shows what is there:
/// an optional chain is wrapped in `optional_evaluation_expr`, and `case` patterns are
/// already `pattern_enum_element`, `pattern_binding`, `pattern_tuple` ... instead of
/// swiftc's `pattern_expr` around `unresolved_pattern_expr`.
///
/// With `showSemantics` (for `-dump-ast`) it prints the typed tree as swiftc does (the
/// golden test `Tests/SemaTests/DumpASTGoldenTests` measures how closely): what Sema
/// recorded (`type=` and `location=`/`range=` on expressions, the curried
/// `interface_type=`, `access=` and storage kind of declarations, the nodes Sema makes:
/// `declref_expr`, `dot_syntax_call_expr`, `erasure_expr` with its conformance,
/// `default_argument_expr`, ...), qualified names in `decl=`/`bind=`
/// (`QualifiedName.swift`), and the nodes swiftc derives from a declaration's kind
/// (`ImplicitMembers`: the implicit accessors of a stored property, `has_storage_attr`,
/// `final_attr`, a class's `deinit`, an initializer's `return`). One place shows
/// swiftc's desugaring of what miniswiftc keeps whole: an interpolated string
/// (`printTypedInterpolation`). Not shown
/// (miniswiftc's Sema has no such nodes): `load_expr`, `open_existential_expr`, and
/// operators as static members of their type (`Swift.(file).Int extension.+`).
public struct ASTDumper {
  public let sourceManager: SourceManager
  public let showSemantics: Bool
  /// The module of qualified names (`employee.(file).Employee`); by default the file's
  /// name without `.swift`, as swiftc names the module of a single file.
  public let moduleName: String?

  public init(sourceManager: SourceManager, showSemantics: Bool = false, moduleName: String? = nil) {
    self.sourceManager = sourceManager
    self.showSemantics = showSemantics
    self.moduleName = moduleName
  }

  /// The dump of a whole file, ending with a newline.
  public func dump(_ file: SourceFileNode) -> String {
    dump(node: file)
  }

  /// The dump of any node (a declaration, statement, expression, pattern, type
  /// representation, parameter list), ending with a newline.
  public func dump(node: Node) -> String {
    // The tree is as deep as the parser's nesting limit allows: recurse on a large stack.
    withLargeStack {
      var printer = ASTPrinter(sourceManager: sourceManager, showSemantics: showSemantics)
      if showSemantics { printer.closureInfo = ClosureDumpInfo(root: node) }
      printer.module = moduleName ?? ""
      printer.print(node, label: nil)
      printer.out += "\n"
      return printer.out
    }
  }
}

/// The state of one dump: the text so far, the indentation, and where the last token of
/// each range starts.
struct ASTPrinter {
  let sourceManager: SourceManager
  /// Types and locations are shown (false inside a key path's parsed path, untyped).
  var showSemantics: Bool
  var out = ""
  var indent = 0
  /// Per file: the end offset of every token -> its start offset.
  var tokenStarts: [UInt32: [UInt32: UInt32]] = [:]
  /// Names of the enclosing declaration contexts, for swiftc's `var="m.(file).f().$x"`.
  var contextPath: [String] = []
  /// Where each enclosing closure starts (the `@file:L:C` of swiftc's `$0` names).
  var closureStarts: [SourceLoc] = []
  /// Items a `;` ends (swiftc's `trailing_semi`).
  var trailingSemi: Set<ObjectIdentifier> = []
  /// The module of qualified names (`employee` in `employee.(file).Employee`).
  var module = ""
  /// The functions being printed, innermost last (for `direct_to_storage`).
  var functions: [AbstractFunctionDecl] = []
  /// Expressions printed as an lvalue (`@lvalue String`): the destination of an
  /// assignment, the operand of `&`, the value-type base of such a member.
  var lvalues: Set<ObjectIdentifier> = []
  /// Declaration references that are the callee of a call (`function_ref=single apply`).
  var callees: Set<ObjectIdentifier> = []
  /// The type swiftc shows for the callee of a method or initializer call: the
  /// function's type with `self` first (`(Employee) -> () -> ()`).
  var curriedTypes: [ObjectIdentifier: String] = [:]
  /// Values stood for by an `OpaqueValueExpr` that swiftc prints as the expression
  /// itself (the sequence of a `for`-`in` in its `makeIterator()` call).
  var opaqueStandIns: [ObjectIdentifier: Expr] = [:]
  /// The callee of a call of a generic function, and the call's generic arguments:
  /// swiftc names it with its substitution map (`Swift.(file).max [with ...]`).
  var specializedCallees: [ObjectIdentifier: [SwiftType]] = [:]
  /// A callee `specializedCallees` names: the parameters of its generic context and the
  /// arguments the use binds them to (`Element` -> `Int` of `Array(1...3)`, a protocol
  /// extension's `Self`).
  var outerSpecializations: [ObjectIdentifier: (parameters: [GenericTypeParamDecl], arguments: [SwiftType])] = [:]
  /// A generic method called: its type for the call's generic arguments.
  var specializedMethodTypes: [ObjectIdentifier: SwiftType] = [:]
  /// The closures' discriminators and what closures and functions capture (after Sema).
  var closureInfo: ClosureDumpInfo?
  /// Printing what swiftc synthesizes without a place in the source (an inherited
  /// initializer's parameters and body): no `range=` nor `location=`.
  var placeless = false

  init(sourceManager: SourceManager, showSemantics: Bool) {
    self.sourceManager = sourceManager
    self.showSemantics = showSemantics
  }

  // MARK: Layout

  /// Opens a node: a new line, the indentation, `(`, an optional `label=`, the name.
  mutating func open(_ name: String, label: String? = nil) {
    if !out.isEmpty { out += "\n" }
    out += String(repeating: " ", count: indent)
    out += "("
    if let label { out += label + "=" }
    out += name
    indent += 2
  }

  mutating func close() {
    out += ")"
    indent -= 2
  }

  mutating func attr(_ s: String) {
    out += " " + s
  }

  mutating func quoted(_ key: String, _ value: String) {
    out += " \(key)=\"\(escape(value))\""
  }

  mutating func nullExpr() {
    open("<null expr>")
    close()
  }

  /// swiftc's quoting: `\n`, `\t`, `"` and `\` are escaped, every other character is
  /// printed as it is (a NUL too).
  func escape(_ s: String) -> String {
    s.escaped { $0 == "\r" ? nil : Escape.common($0) }
  }

  // MARK: Ranges

  /// `range=[file:L:C - line:L:C]`, the end being the start of the range's last token.
  mutating func range(_ r: SourceRange) {
    guard r.isValid, !placeless, let file = sourceManager.file(r.start) else { return }
    let (l1, c1) = file.lineAndColumn(Int(r.start.offset))
    let endStart = lastTokenStart(r, in: file)
    let (l2, c2) = file.lineAndColumn(Int(endStart))
    out += " range=[\(file.name):\(l1):\(c1) - line:\(l2):\(c2)]"
  }

  /// `range=[...]`, then swiftc's `trailing_semi` when a `;` ends the item.
  mutating func nodeRange(_ n: Node) {
    range(n.range)
    if trailingSemi.contains(ObjectIdentifier(n)) { attr("trailing_semi") }
  }

  /// Records which items of a brace, file or member list a `;` ends. The `;` after
  /// `var a = 1, b = 2;` belongs to the last variable (the items after the binding), the
  /// `;` after a top-level statement to the statement inside its `top_level_code_decl`.
  mutating func noteTrailingSemicolons(_ items: [Node]) {
    var i = 0
    while i < items.count {
      var owner = items[i]
      var end = items[i].range.end
      var binding: PatternBindingDecl?
      if let t = owner as? TopLevelCodeDecl, let first = t.body.elements.first {
        end = t.range.end
        if let pbd = first.node as? PatternBindingDecl { binding = pbd } else { owner = first.node }
      } else if let pbd = owner as? PatternBindingDecl {
        binding = pbd
      }
      if let binding {
        // Only a variable owns it; a binding in a top-level code body has its variables
        // in the file's list, which marks them.
        var lastVar: Node?
        end = binding.range.end
        while i + 1 < items.count, let v = items[i + 1] as? VarDecl, v.binding === binding {
          i += 1
          lastVar = v
        }
        if let lastVar, isFollowedBySemicolon(end) { trailingSemi.insert(ObjectIdentifier(lastVar)) }
        i += 1
        continue
      } else if owner is EnumCaseDecl {
        while i + 1 < items.count, items[i + 1] is EnumElementDecl {
          i += 1
          owner = items[i]
        }
      }
      if isFollowedBySemicolon(end) { trailingSemi.insert(ObjectIdentifier(owner)) }
      i += 1
    }
  }

  func isFollowedBySemicolon(_ loc: SourceLoc) -> Bool {
    guard loc.isValid, let file = sourceManager.file(loc) else { return false }
    var i = Int(loc.offset)
    while i < file.count, file.bytes[i] == UInt8(ascii: " ") || file.bytes[i] == UInt8(ascii: "\t") { i += 1 }
    return i < file.count && file.bytes[i] == UInt8(ascii: ";")
  }

  mutating func lastTokenStart(_ r: SourceRange, in file: SourceFile) -> UInt32 {
    if r.end <= r.start { return r.start.offset }
    if tokenStarts[file.id] == nil { tokenStarts[file.id] = ASTPrinter.tokenStartsByEnd(file) }
    if let s = tokenStarts[file.id]?[r.end.offset], s >= r.start.offset {
      // `>?` / `>>` closing generic arguments: the parser split the token, and the
      // range's last token is its last character. (Not an operator `>=`, `>>` that the
      // range is.)
      if r.end.offset - s > 1 && s > r.start.offset && file.bytes[Int(s)] == UInt8(ascii: ">") { return r.end.offset - 1 }
      return s
    }
    // The first character of a split operator (`>` of `>>`), or an implicit range.
    return r.end.offset - 1
  }

  /// Lexes the file (and, recursively, the `\( ... )` of its string literals) to map the
  /// end of every token to its start.
  static func tokenStartsByEnd(_ file: SourceFile) -> [UInt32: UInt32] {
    let scratch = DiagnosticEngine(sourceManager: SourceManager(), maxErrors: .max)
    var map: [UInt32: UInt32] = [:]
    var work: [(Int, Int?)] = [(0, nil)]
    var budget = 100_000
    while let (start, end) = work.popLast(), budget > 0 {
      budget -= 1
      for t in Lexer.tokenize(file, diagnostics: scratch, start: start, end: end) where t.kind != .eof {
        map[t.range.end.offset] = t.range.start.offset
        if t.kind == .stringLiteral {
          for case .interpolation(let r) in Lexer.stringSegments(of: t, in: file, diagnostics: scratch) {
            work.append((Int(r.start.offset), Int(r.end.offset)))
          }
        }
      }
    }
    return map
  }

  // MARK: Dispatch

  mutating func print(_ node: Node, label: String?) {
    switch node {
    case let f as SourceFileNode:
      open("source_file", label: label)
      out += " \"\(escape(f.file.name))\""
      if module.isEmpty { module = moduleName(f.file.name) }
      contextPath = [module + ".(file)"]
      noteTrailingSemicolons(f.decls)
      for d in f.decls { print(d, label: nil) }
      close()
    case let d as Decl: printDecl(d, label: label)
    case let s as Stmt: printStmt(s, label: label)
    case let e as Expr: printExpr(e, label: label)
    case let p as Pattern: printPattern(p, label: label)
    case let t as TypeRepr: printTypeRepr(t, label: label)
    case let p as ParameterList: printParameterList(p, label: label)
    default:
      open("unknown_node", label: label)
      close()
    }
  }

  func moduleName(_ path: String) -> String {
    var name = Substring(path)
    if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
    if name.hasSuffix(".swift") { name = name.dropLast(6) }
    return String(name)
  }

  mutating func printASTNode(_ n: ASTNode) {
    print(n.node, label: nil)
  }

  // MARK: Declarations

  mutating func printDecl(_ d: Decl, label: String?) {
    switch d {
    case let i as ImportDecl:
      openNode("import_decl", label: label, node: i)
      quoted("module", i.path.joined(separator: "."))
      close()
    case let o as OperatorDecl:
      openNode("\(o.fixity.rawValue)_operator_decl", label: label, node: o)
      out += " \"\(escape(o.name))\""
      if let group = o.precedenceGroupName { quoted("precedence_group_name", group) }
      close()
    case let g as PrecedenceGroupDecl:
      openNode("precedence_group_decl", label: label, node: g)
      out += " \"\(escape(g.name))\" associativity=\(g.associativity.rawValue) assignment=\(g.isAssignment)"
      for (relation, groups) in [("higherThan", g.higherThan), ("lowerThan", g.lowerThan)] where !groups.isEmpty {
        open(relation)
        out += groups.map { " " + $0.name }.joined()
        close()
      }
      close()
    case let t as TopLevelCodeDecl:
      openRanged("top_level_code_decl", label: label, t)
      contextPath.append("top-level code")
      printStmt(t.body, label: nil)
      contextPath.removeLast()
      close()
    case let p as PatternBindingDecl:
      openNode("pattern_binding_decl", label: label, node: p)
      for entry in p.entries {
        open("pattern_entry")
        print(entry.pattern, label: nil)
        if let initializer = entry.initializer {
          print(initializer, label: "original_init")
          print(initializer, label: "processed_init")
        }
        close()
      }
      close()
    case let p as ParamDecl:
      printParam(p)
    case let sd as SubscriptDecl:
      printSubscript(sd, label: label)
    case let v as VarDecl:
      printVar(v, label: label)
    case let f as AbstractFunctionDecl:
      printFunction(f, label: label)
    case let n as NominalTypeDecl:
      printNominal(n, label: label)
    case let e as ExtensionDecl:
      openNode("extension_decl", label: label, node: e)
      if showSemantics, let nominal = e.extendedNominal {
        quoted("extended", nominal.name)
      } else {
        attr("unbound")
        out += " \"\(escape(e.extendedType.spelling))\""
      }
      inherits(e.inherited)
      printAttributes(e)
      contextPath.append("\(e.extendedType.spelling) extension")
      noteTrailingSemicolons(e.members)
      for m in e.members { print(m, label: nil) }
      contextPath.removeLast()
      close()
    case let c as EnumCaseDecl:
      openRanged("enum_case_decl", label: label, c)
      for e in c.elements { printEnumElement(e) }
      close()
    case let e as EnumElementDecl:
      printEnumElement(e)
    case let a as AssociatedTypeDecl:
      // swiftc: `"Item" interface_type="Self.Item.Type" access=internal default="<null>"`.
      openNode("associated_type_decl", label: label, node: a)
      out += " \"\(escape(a.name))\" interface_type=\"Self.\(escape(a.name)).Type\" access=\(a.access) default=\"<null>\""
      close()
    case let g as GenericTypeParamDecl:
      open("generic_type_param", label: label)
      out += " \"\(escape(g.name))\""
      close()
    case let a as TypeAliasDecl:
      openNode("typealias", label: label, node: a)
      out += " \"\(escape(a.name))\""
      if showSemantics {
        quoted("interface_type", "\(a.name).Type")
        attr("access=\(a.access)")
        quoted("type", (a.underlyingType ?? .error).description)
      } else {
        print(a.underlying, label: "type_repr")
      }
      close()
    default:
      openRanged("unknown_decl", label: label, d)
      close()
    }
  }

  mutating func implicitFlag(_ n: Node) {
    if n.isImplicit { attr("implicit") }
  }

  /// `(name implicit range=[...]`: a node's opening with its implicit flag and range.
  /// A node's name and range, as swiftc prints a statement.
  mutating func openRanged(_ name: String, label: String?, _ n: Node) {
    open(name, label: label)
    nodeRange(n)
  }

  mutating func openNode(_ name: String, label: String? = nil, node n: Node) {
    open(name, label: label)
    implicitFlag(n)
    nodeRange(n)
  }

  /// The modifiers written on a declaration, as swiftc's attribute nodes, last first.
  mutating func printAttributes(_ d: Decl) {
    // (Last written, first shown: `rethrows` follows the parameters.)
    if let f = d as? AbstractFunctionDecl, f.isRethrows, let at = f.throwsLoc {
      open("rethrows_attr")
      range(SourceRange(at))
      close()
    }
    for m in d.modifiers.written.reversed() {
      switch m.name {
      case "public", "private", "fileprivate", "internal", "open":
        open("access_control_attr")
        range(m.range)
        attr("access_level=\(m.name)")
        close()
      case "static", "class":
        break
      case "weak", "unowned", "unowned(safe)", "unowned(unsafe)":
        // (swiftc shows `unowned(safe)` as `unowned`, its default.)
        open("reference_ownership_attr")
        range(m.range)
        attr(m.name == "unowned(safe)" ? "unowned" : m.name)
        close()
      default:
        if m.name.hasSuffix("(set)") {
          open("setter_access_attr")
          range(m.range)
          attr("access=\(m.name.dropLast(5))")
          close()
        } else {
          open("\(m.name)_attr")
          range(m.range)
          close()
        }
      }
    }
  }

  mutating func inherits(_ types: [TypeRepr]) {
    guard !types.isEmpty else { return }
    let names = types.map { t -> String in
      // `AnyObject` (a class-only protocol's) is a layout constraint, not a type.
      if showSemantics, let i = t as? IdentTypeRepr, i.name == "AnyObject", t.resolved == nil { return "AnyObject" }
      if showSemantics, let resolved = t.resolved {
        if case .existential(let p) = resolved { return p.name }
        return resolved.description
      }
      return "<null>"
    }
    quoted("inherits", names.joined(separator: ", "))
  }

  mutating func semanticDeclAttributes(_ v: ValueDecl) {
    guard showSemantics else { return }
    if let t = v.interfaceType { quoted("interface_type", t.description) }
    attr("access=\(ImplicitMembers.formalAccess(of: v))")
    if let o = v.overriddenDecl { quoted("override", qualifiedName(o)) }
  }

  mutating func printVar(_ v: VarDecl, label: String?) {
    if showSemantics {
      printTypedVar(v, label: label)
      return
    }
    openNode("var_decl", label: label, node: v)
    out += " \"\(escape(v.name))\""
    if v.isLet { attr("let") }
    if v.modifiers.isLazy { attr("lazy") }
    if v.modifiers.isFinal { attr("final") }
    if isTopLevelGlobal(v) { attr("top_level_global") }
    if v.modifiers.isStatic || v.modifiers.isClass { attr("static") }
    printAttributes(v)
    for a in v.accessors { printFunction(a, label: nil) }
    close()
  }

  /// `subscript_decl "subscript(_:)"`: the element type, then the accessors (which
  /// carry the index parameters); after Sema with its type and storage kind.
  mutating func printSubscript(_ s: SubscriptDecl, label: String?) {
    openNode("subscript_decl", label: label, node: s)
    out += " \"\(escape(s.fullName))\""
    if showSemantics {
      if let g = s.getter, let t = g.interfaceType { quoted("interface_type", interfaceSignaturePrefix(of: g) + t.description) }
      attr("access=\(ImplicitMembers.formalAccess(of: s))")
      if s.modifiers.isStatic || s.modifiers.isClass { attr("static") }
      attr(ImplicitMembers.storageDescription(s))
      if let t = s.interfaceType { quoted("element", t.description) }
    } else {
      if s.modifiers.isStatic || s.modifiers.isClass { attr("static") }
      if let t = s.typeRepr { print(t, label: "element") }
    }
    printAttributes(s)
    for a in s.accessors { printFunction(a, label: nil) }
    close()
  }

  func isTopLevelGlobal(_ v: VarDecl) -> Bool {
    v.parent == nil && v.binding?.parent is TopLevelCodeDecl
  }

  /// A variable after Sema, as swiftc prints it: how it is read and written (its
  /// storage kind), the attributes swiftc derives from it, then its accessors, the
  /// implicit ones of a stored property included (see `ImplicitMembers`).
  mutating func printTypedVar(_ v: VarDecl, label: String?) {
    openNode("var_decl", label: label, node: v)
    out += " \"\(escape(v.name))\""
    if let t = v.interfaceType { quoted("interface_type", t.description) }
    attr("access=\(ImplicitMembers.formalAccess(of: v))")
    if v.isLet { attr("let") }
    if v.modifiers.isLazy { attr("lazy") }
    if v.modifiers.isStatic || v.modifiers.isClass { attr("static") }
    attr(ImplicitMembers.storageDescription(v))
    if isTopLevelGlobal(v) { attr("top_level_global") }
    if let o = v.overriddenDecl { quoted("override", qualifiedName(o)) }
    for a in ImplicitMembers.implicitAttributes(of: v) {
      open(a)
      attr("implicit")
      close()
    }
    printAttributes(v)
    for a in v.accessors { printFunction(a, label: nil) }
    for kind in ImplicitMembers.storedPropertyAccessors(of: v) { printStoredPropertyAccessor(kind, of: v) }
    close()
  }

  /// The accessor swiftc synthesizes for stored property `v`: `get` returns the storage,
  /// `set` assigns `value` to it, `_modify` yields it.
  mutating func printStoredPropertyAccessor(_ kind: String, of v: VarDecl) {
    guard let owner = ImplicitMembers.owningType(of: v), let type = v.interfaceType else { return }
    let selfType = owner.declaredInterfaceType.description
    let mutatingSelf = owner is StructDecl && kind != "get"
    let at = sourceManager.describe(v.nameLoc)
    let selfName = v.qualifiedContextName(module: module) + ".<anonymous>.self@" + at
    let storage = qualifiedName(v)
    let fnType: String
    switch kind {
    case "get": fnType = "() -> \(type)"
    case "set": fnType = "(\(type)) -> ()"
    default: fnType = "() -> ()"
    }
    open("accessor_decl")
    attr("implicit")
    range(SourceRange(v.nameLoc))
    attr("<anonymous>")
    quoted("interface_type", "\(typeSignaturePrefix(owner))(\(mutatingSelf ? "inout " : "")\(selfType)) -> \(fnType)")
    attr("access=\(ImplicitMembers.formalAccess(of: v))")
    if !(owner is ProtocolDecl), !owner.genericParameters.isEmpty {
      // Its body uses the property's type and `self`'s; its interface type, `self`'s.
      var captures = ClosureDumpInfo.Captures()
      captures.use(type, interface: false)
      for p in owner.genericParameters { captures.use(.genericParameter(p), interface: false) }
      for p in owner.genericParameters { captures.use(.genericParameter(p), interface: true) }
      captures.use(type, interface: true)
      attr(capturesText(captures, nonEscaping: false))
    }
    attr(kind)
    quoted("for", v.name)
    if kind == "get" && ImplicitMembers.isTransparentGetter(of: v) {
      open("transparent_attr")
      attr("implicit")
      close()
    }
    open("parameter")
    out += " \"self\""
    quoted("interface_type", selfType)
    if mutatingSelf { attr("inout") }
    close()
    quoted("result", kind == "get" ? type.description : "()")
    out += " thrown_type=\"<null>\""
    open("parameter_list")
    if kind == "set" {
      range(SourceRange(v.nameLoc))
      open("parameter")
      out += " \"value\""
      quoted("interface_type", type.description)
      close()
    }
    close()
    open("brace_stmt")
    attr("implicit")
    range(SourceRange(v.nameLoc))
    let selfRef = { (p: inout ASTPrinter) in
      p.open("declref_expr")
      p.attr("implicit")
      p.quoted("type", (mutatingSelf ? "@lvalue " : "") + selfType)
      p.quoted("decl", selfName)
      p.attr("function_ref=unapplied")
      p.close()
    }
    let storageRef = { (p: inout ASTPrinter, lvalue: Bool, semantics: String) in
      p.open("member_ref_expr")
      p.attr("implicit")
      p.quoted("type", (lvalue ? "@lvalue " : "") + type.description)
      p.quoted("decl", storage)
      p.attr(semantics)
      selfRef(&p)
      p.close()
    }
    switch kind {
    case "get":
      open("return_stmt")
      attr("implicit")
      storageRef(&self, false, "direct_to_storage")
      close()
    case "set":
      open("assign_expr")
      attr("implicit")
      quoted("type", "()")
      storageRef(&self, true, "direct_to_storage")
      open("declref_expr")
      attr("implicit")
      quoted("type", type.description)
      quoted("decl", v.qualifiedContextName(module: module) + ".<anonymous>.value@" + at)
      attr("function_ref=unapplied")
      close()
      close()
    default:
      open("yield_stmt")
      attr("implicit")
      range(SourceRange(v.nameLoc))
      open("inout_expr")
      attr("implicit")
      quoted("type", "inout \(type)")
      storageRef(&self, true, "direct_to_impl")
      close()
      close()
    }
    close()
    close()
  }

  mutating func printParam(_ p: ParamDecl) {
    open("parameter")
    if p.name.isEmpty {
      attr("<anonymous>")
    } else {
      out += " \"\(escape(p.name))\""
    }
    if let label = p.argumentLabel, p.argumentLabelLoc != nil || placeless || (showSemantics && isMemberwiseParameter(p)) {
      quoted("apiName", label)
    }
    if showSemantics {
      if let t = p.interfaceType { quoted("interface_type", ImplicitMembers.spelledType(of: p, t)) }
      if p.isInOut { attr("inout") }
      if p.isVariadic { attr("variadic") }
    }
    if p.defaultValue != nil, placeless {
      // An inherited initializer's default is its superclass's.
      attr("default_arg=inherited")
    } else if let value = p.defaultValue, showSemantics && isMemberwiseParameter(p) {
      // A memberwise initializer's default is the property's initial value, which swiftc
      // shows with the property only.
      attr(value is NilLiteralExpr ? "default_arg=nil" : "default_arg=stored property")
    } else if let value = p.defaultValue {
      attr(value is NilLiteralExpr ? "default_arg=nil" : "default_arg=normal")
      print(value, label: "expression")
    }
    close()
  }

  /// A parameter of Sema's memberwise initializer: its label is the property's name.
  func isMemberwiseParameter(_ p: ParamDecl) -> Bool {
    (p.parent as? ConstructorDecl)?.isMemberwise ?? false
  }

  /// The implicit `self` of a method, initializer or accessor after Sema: swiftc gives
  /// the `self` of a protocol requirement or a deinitializer no type.
  mutating func printSelfParam(_ f: AbstractFunctionDecl, _ s: ParamDecl) {
    open("parameter")
    out += " \"self\""
    let owner = ImplicitMembers.owningType(of: f)
    let constructor = f as? ConstructorDecl
    // swiftc computes the type of a `self` the body uses (an inherited initializer's
    // calls `super.init`), of a method's something calls, and of an implicit
    // initializer's once one of the type's is called.
    let typed: Bool
    let used = closureInfo?.usedSelfParameters.contains(ObjectIdentifier(s)) ?? true
    if let c = constructor, c.isImplicit, !c.isInherited {
      typed = owner.map { closureInfo?.typesWithCalledImplicitInitializers.contains(ObjectIdentifier($0)) ?? false } ?? false
    } else {
      typed = used || closureInfo?.referencedFunctions.contains(ObjectIdentifier(f)) == true
    }
    var printedType = false
    if owner is ProtocolDecl {
      // A requirement's `self` is the generic `Self`; swiftc gives an accessor's no type.
      if typed {
        quoted("interface_type", f.modifiers.isStatic ? "Self.Type" : "Self")
        printedType = true
      }
    } else if !(f is DestructorDecl), typed, let t = s.interfaceType {
      quoted("interface_type", t.description)
      printedType = true
    }
    // (An initializer's `self` is `inout` where its body uses it.)
    if ImplicitMembers.isMutating(f) && (constructor == nil || printedType && used && !f.isImplicit) { attr("inout") }
    close()
  }

  mutating func printParameterList(_ list: ParameterList, label: String?) {
    openRanged("parameter_list", label: label, list)
    for p in list.parameters { printParam(p) }
    close()
  }

  /// True when swiftc gives the function an implicit `self` parameter: a member of a type
  /// or extension, an initializer, a deinitializer, an accessor of a property of a type.
  func hasImplicitSelf(_ f: AbstractFunctionDecl) -> Bool {
    if let a = f as? AccessorDecl {
      let owner = a.storage?.parent ?? a.parent
      return owner is NominalTypeDecl || owner is ExtensionDecl
    }
    return f.parent is NominalTypeDecl || f.parent is ExtensionDecl
  }

  mutating func printFunction(_ f: AbstractFunctionDecl, label: String?) {
    if showSemantics {
      printTypedFunction(f, label: label)
      return
    }
    let name: String
    switch f {
    case let a as AccessorDecl:
      openNode("accessor_decl", label: label, node: a)
      attr("<anonymous>")
      if a.modifiers.isStatic || a.modifiers.isClass { attr("static") }
      attr(a.accessorKind.rawValue)
      quoted("for", (a.storage as? SubscriptDecl)?.fullName ?? a.storage?.name ?? "")
      name = "<anonymous>"
    case let c as ConstructorDecl:
      openNode("constructor_decl", label: label, node: c)
      name = c.fullName
      out += " \"\(escape(name))\""
      if !c.genericParameters.isEmpty { out += " \"\(escape(genericSignature(c.genericParameters)))\"" }
      whereRequirements(c)
      if c.modifiers.isRequired { attr("required") }
      attr(c.isMemberwise ? "memberwise_initializer" : (c.modifiers.isConvenience ? "convenience" : "designated"))
      if c.isFailable { attr("failable=true") }
    case is DestructorDecl:
      openNode("destructor_decl", label: label, node: f)
      name = "deinit"
      out += " \"deinit\""
    default:
      openNode("func_decl", label: label, node: f)
      name = f.fullName
      out += " \"\(escape(name))\""
      if !f.genericParameters.isEmpty { out += " \"\(escape(genericSignature(f.genericParameters)))\"" }
      whereRequirements(f)
      if f.modifiers.isFinal { attr("final") }
      if f.modifiers.isStatic || f.modifiers.isClass { attr("static") }
    }
    printAttributes(f)
    if hasImplicitSelf(f) {
      open("parameter")
      out += " \"self\""
      close()
    }
    if let fn = f as? FuncDecl, let result = fn.resultTypeRepr {
      print(result, label: "result")
    }
    out += " thrown_type=\"<null>\""
    if f is AccessorDecl && !f.parameters.range.isValid && f.parameters.parameters.isEmpty {
      open("parameter_list")
      close()
    } else {
      printParameterList(f.parameters, label: nil)
    }
    if let body = f.body {
      contextPath.append(name)
      printStmt(body, label: nil)
      contextPath.removeLast()
    }
    close()
  }

  /// A function after Sema, as swiftc prints it: its curried interface type (`self`
  /// first), access, kind; its `self`, result, parameters and body; an initializer's
  /// body ends with swiftc's implicit `return`.
  mutating func printTypedFunction(_ f: AbstractFunctionDecl, label: String?) {
    let name: String
    let type = ImplicitMembers.curriedInterfaceType(of: f, selfType: genericSelfType(of: f),
                                                    protocolSignature: protocolMemberSignature(of: f))
      .map { interfaceSignaturePrefix(of: f) + $0 }
    switch f {
    case let a as AccessorDecl:
      openNode("accessor_decl", label: label, node: a)
      attr("<anonymous>")
      if let type { quoted("interface_type", type) }
      attr("access=\(ImplicitMembers.formalAccess(of: f))")
      if a.storage?.parent is ProtocolDecl { attr(protocolCaptures) }
      printCaptures(of: f)
      if a.modifiers.isStatic || a.modifiers.isClass { attr("static") }
      attr(a.accessorKind.rawValue)
      quoted("for", (a.storage as? SubscriptDecl)?.fullName ?? a.storage?.name ?? "")
      name = "<anonymous>"
    case let c as ConstructorDecl:
      openNode("constructor_decl", label: label, node: c)
      name = c.fullName
      out += " \"\(escape(name))\""
      if !c.genericParameters.isEmpty { out += " \"\(escape(genericSignature(c.genericParameters)))\"" }
      whereRequirements(c)
      if let type { quoted("interface_type", type) }
      attr("access=\(ImplicitMembers.formalAccess(of: f))")
      if let o = f.overriddenDecl { quoted("override", qualifiedName(o)) }
      printCaptures(of: f)
      if c.modifiers.isRequired { attr("required") }
      // swiftc's memberwise and default initializers are designated ones.
      attr(c.modifiers.isConvenience ? "convenience" : "designated")
      if c.isFailable { attr("failable=true") }
    case is DestructorDecl:
      openNode("destructor_decl", label: label, node: f)
      name = "deinit"
      out += " \"deinit\""
      if let type { quoted("interface_type", type) }
      attr("access=\(ImplicitMembers.formalAccess(of: f))")
      printCaptures(of: f)
    default:
      openNode("func_decl", label: label, node: f)
      name = f.fullName
      out += " \"\(escape(name))\""
      if !f.genericParameters.isEmpty { out += " \"\(escape(genericSignature(f.genericParameters)))\"" }
      whereRequirements(f)
      if let type { quoted("interface_type", type) }
      attr("access=\(ImplicitMembers.formalAccess(of: f))")
      if f.parent is ProtocolDecl { attr(protocolCaptures(of: f)) }
      printCaptures(of: f)
      // (A local function is nonisolated, as swiftc marks it.)
      if f.captures != nil { attr("nonisolated") }
      if f.modifiers.isStatic || f.modifiers.isClass { attr("static") }
    }
    if let o = f.overriddenDecl, !(f is ConstructorDecl) { quoted("override", qualifiedName(o)) }
    if let b = f.builtin { attr("builtin=\(b.rawValue)") }
    if ImplicitMembers.isImplicitlyFinal(f) {
      open("final_attr")
      attr("implicit")
      close()
    }
    if let c = f as? ConstructorDecl, c.isInherited {
      open("override_attr")
      close()
    }
    printAttributes(f)
    if f is FuncDecl, f.captures != nil {
      open("nonisolated_attr")
      attr("implicit")
      close()
    }
    if hasImplicitSelf(f) {
      if let s = f.selfDecl {
        printSelfParam(f, s)
      } else {
        open("parameter")
        out += " \"self\""
        close()
      }
    }
    if f is FuncDecl || f is AccessorDecl, case .function(let t)? = f.interfaceType {
      quoted("result", t.result.description)
      if f is FuncDecl, case .opaque(let o, _) = t.result { printOpaqueResultDecl(o, of: f, type: t.result) }
    }
    out += " thrown_type=\"<null>\""
    // An inherited initializer's parameters and body have no place in the source.
    let inherited = (f as? ConstructorDecl)?.isInherited == true
    placeless = inherited
    defer { placeless = false }
    if (f is AccessorDecl && !f.parameters.range.isValid || f.isImplicit && f is ConstructorDecl)
      && f.parameters.parameters.isEmpty
    {
      open("parameter_list")
      close()
    } else {
      printParameterList(f.parameters, label: nil)
    }
    if let body = f.body {
      contextPath.append(name)
      functions.append(f)
      printStmt(body, label: nil, implicitReturn: ImplicitMembers.hasImplicitReturn(f) || inherited)
      functions.removeLast()
      contextPath.removeLast()
    } else if let c = f as? ConstructorDecl, c.isMemberwise, c.parameters.parameters.isEmpty {
      // A default `init()`'s body: nothing to set but what the properties' initial
      // values set, at the type's name.
      open("brace_stmt")
      attr("implicit")
      range(c.range)
      open("return_stmt")
      attr("implicit")
      range(c.range)
      close()
      close()
    }
    close()
  }

  /// The opaque type `some P` of function `f`'s result, as swiftc declares it: its
  /// generic signature is `f`'s (outer parameters first) and one parameter more, at the
  /// next depth, constrained to `P`'s parts
  /// (`some Shape in <T, τ_1_0 where T : Copyable, T : Escapable, τ_1_0 : Shape>`).
  mutating func printOpaqueResultDecl(_ o: OpaqueResultType, of f: AbstractFunctionDecl, type: SwiftType) {
    open("opaque_result_decl=opaque_type")
    attr("implicit")
    out += " <anonymous>"
    if !f.genericParameters.isEmpty { out += " \"\(escape(genericSignature(f.genericParameters)))\"" }
    quoted("interface_type", "(\(type)).Type")
    quoted("naming_decl", f.fullName)
    let depth = (f.enclosingNominal?.genericParameters.isEmpty == false ? 1 : 0) + (f.genericParameters.isEmpty ? 0 : 1)
    let parameter = "τ_\(depth)_0"
    let requirements = requirementList(o.signature)
      + o.constraint.existentialParts.map(\.name).sorted().map { "\(parameter) : \($0)" }
    let names = o.signature.map(\.name) + [parameter]
    quoted("opaque_interface", "\(type) in <\(names.joined(separator: ", ")) where \(requirements.joined(separator: ", "))>")
    close()
  }

  /// What a protocol requirement captures: its generic `Self` (`τ_0_0`).
  let protocolCaptures = "captures=(<generic>  type=τ_0_0)"

  /// What a protocol's method (a requirement, or a protocol extension's) captures: its
  /// generic `Self`, then its own generic parameters (`τ_1_0`, `τ_1_1`, ...).
  func protocolCaptures(of f: AbstractFunctionDecl) -> String {
    "captures=(<generic>  " + (["τ_0_0"] + f.genericParameters.indices.map { "τ_1_\($0)" }).map { "type=" + $0 }
      .joined(separator: ", ") + ")"
  }

  /// The generic signature of a protocol's generic method: `<Self, T where Self :
  /// Shape, T : Equatable>` (`Self`'s requirement, then those of its own parameters);
  /// nil for one that is not generic (`<Self where Self : Shape>`).
  func protocolMemberSignature(of f: AbstractFunctionDecl) -> String? {
    guard !f.genericParameters.isEmpty, let p = ImplicitMembers.owningType(of: f) as? ProtocolDecl else { return nil }
    let own = canonicalRequirements(f.genericParameters, f.whereClause.map(spelledRequirement))
    return "<" + (["Self"] + f.genericParameters.map(\.name)).joined(separator: ", ") + " where "
      + (["Self : \(p.name)"] + own).joined(separator: ", ") + ">"
  }

  /// `captures=(top<direct>, inner)`: what function `f` uses from outside its body
  /// (`ClosureDumpInfo`), if anything; in a generic context, `captures=(<generic> ...
  /// type=T, type=τ_0_0)`. (A protocol's members say theirs themselves; of the other
  /// implicit functions, only initializers have some swiftc shows.)
  mutating func printCaptures(of f: AbstractFunctionDecl) {
    let owner = ImplicitMembers.owningType(of: f)
    let member: Decl = (f as? AccessorDecl)?.storage ?? f
    guard !f.isImplicit || f is ConstructorDecl, !(member.parent is ProtocolDecl) else { return }
    // (`self`'s type as its extension constrains it, `Box<A, A>`; else by the type's
    // parameters.)
    var selfType = f.selfDecl?.interfaceType
    var written = ClosureDumpInfo.Captures()
    written.use(selfType, interface: true)
    if written.types.isEmpty, let o = owner, !(o is ProtocolDecl), !o.genericParameters.isEmpty {
      selfType = .boundGeneric(o, o.genericParameters.map { .genericParameter($0) })
    }
    guard let captures = closureInfo?.captures(of: f, selfType: selfType), !captures.isEmpty else { return }
    attr(capturesText(captures, nonEscaping: false))
  }

  /// swiftc's `captures=(...)`: `<generic>`, the values (`x<direct><noescape>`), then
  /// the types (`type=T, type=τ_0_0`).
  func capturesText(_ captures: ClosureDumpInfo.Captures, nonEscaping: Bool) -> String {
    var text = "captures=(" + (captures.isGeneric ? "<generic> " : "")
    text += captures.values.map { c in
      c.decl.name + (c.isDirect ? "<direct>" : "") + (nonEscaping ? "<noescape>" : "")
    }.joined(separator: ", ")
    if !captures.types.isEmpty {
      text += " " + captures.types.map { t in
        switch t {
        case .archetype(let name): "type=" + name
        case .parameter(let p): "type=" + interfaceName(of: p)
        }
      }.joined(separator: ", ")
    }
    return text + ")"
  }

  /// Generic parameter `p` as swiftc writes it in an interface type: `τ_<depth>_<index>`,
  /// its depth the number of generic contexts around the declaration that has it.
  func interfaceName(of p: GenericTypeParamDecl) -> String {
    guard let owner = p.parent else { return p.name }
    let own: [GenericTypeParamDecl]
    if let n = owner as? NominalTypeDecl {
      own = n is ProtocolDecl ? [p] : Array(n.ownGenericParameters)
    } else if let f = owner as? AbstractFunctionDecl {
      own = f.genericParameters
    } else {
      own = [p]
    }
    let index = own.firstIndex { $0 === p } ?? 0
    return "τ_\(genericDepth(outside: owner))_\(index)"
  }

  /// The number of generic contexts (types, extensions of them, functions with generic
  /// parameters of their own, protocols) that declaration `d` is written in.
  func genericDepth(outside d: Decl) -> Int {
    func isGeneric(_ n: NominalTypeDecl) -> Bool { n is ProtocolDecl || !n.ownGenericParameters.isEmpty }
    var depth = 0
    var q = d.parent
    while let x = q {
      if let e = x as? ExtensionDecl {
        guard let n = e.extendedNominal else { return depth }
        return depth + genericDepth(outside: n) + (isGeneric(n) ? 1 : 0)
      }
      if let n = x as? NominalTypeDecl, isGeneric(n) { depth += 1 }
      if let f = x as? AbstractFunctionDecl, !f.genericParameters.isEmpty { depth += 1 }
      q = x.parent
    }
    return depth
  }

  /// The implicit `deinit` swiftc gives a class that declares none: its range is the
  /// class's name.
  mutating func printImplicitDestructor(of c: ClassDecl) {
    open("destructor_decl")
    attr("implicit")
    range(SourceRange(c.nameLoc))
    out += " \"deinit\""
    quoted("interface_type", "\(typeSignaturePrefix(c))(\(c.declaredInterfaceType)) -> () -> ()")
    attr("access=\(c.access == .open ? AccessLevel.public : c.access)")
    if !c.genericParameters.isEmpty {
      // Its interface type's `self` uses the class's parameters.
      var captures = ClosureDumpInfo.Captures()
      for p in c.genericParameters { captures.use(.genericParameter(p), interface: true) }
      attr(capturesText(captures, nonEscaping: false))
    }
    open("parameter")
    out += " \"self\""
    close()
    out += " thrown_type=\"<null>\""
    open("parameter_list")
    close()
    open("brace_stmt")
    attr("implicit")
    range(SourceRange(c.nameLoc))
    close()
    close()
  }

  func genericSignature(_ params: [GenericTypeParamDecl]) -> String {
    "<" + params.map { p in
      if let c = p.constraint { return "\(p.name) : \(c.spelling)" }
      return p.name
    }.joined(separator: ", ") + ">"
  }

  mutating func printNominal(_ n: NominalTypeDecl, label: String?) {
    let kind: String
    switch n {
    case is ClassDecl: kind = "class_decl"
    case is StructDecl: kind = "struct_decl"
    case is EnumDecl: kind = "enum_decl"
    default: kind = "protocol"
    }
    openNode(kind, label: label, node: n)
    out += " \"\(escape(n.name))\""
    if !n.ownGenericParameters.isEmpty { out += " \"\(escape(genericSignature(Array(n.ownGenericParameters))))\"" }
    if showSemantics {
      quoted("interface_type", n is ProtocolDecl ? "\(n.name).Type" : "\(n.declaredInterfaceType).Type")
      attr("access=\(ImplicitMembers.formalAccess(of: n))")
      if n.modifiers.isFinal { attr("final") }
      attr("non_resilient")
      if (n as? ClassDecl)?.isActor == true { attr("actor") }
      if let p = n as? ProtocolDecl { quoted("requirement_signature", ImplicitMembers.requirementSignature(of: p)) }
      inherits(n.inherited)
    } else {
      if n.modifiers.isFinal { attr("final") }
      if (n as? ClassDecl)?.isActor == true { attr("actor") }
      if n is ProtocolDecl {
        attr("uncomputed_requirement_signature")
      }
      inherits(n.inherited)
    }
    printAttributes(n)
    contextPath.append(n.name)
    noteTrailingSemicolons(n.members)
    // swiftc lists a class's implicit `deinit` before the initializers Sema adds
    let implicitDestructor = showSemantics && (n as? ClassDecl).map(ImplicitMembers.hasImplicitDestructor) == true
    // (After those it inherits.)
    let firstAdded = n.members.firstIndex { ($0 as? ConstructorDecl).map { $0.isImplicit && !$0.isInherited } == true }
      ?? n.members.count
    for (i, m) in n.members.enumerated() {
      if i == firstAdded, implicitDestructor, let c = n as? ClassDecl { printImplicitDestructor(of: c) }
      print(m, label: nil)
    }
    if firstAdded == n.members.count, implicitDestructor, let c = n as? ClassDecl { printImplicitDestructor(of: c) }
    contextPath.removeLast()
    close()
  }

  mutating func printEnumElement(_ e: EnumElementDecl) {
    openNode("enum_element_decl", node: e)
    var name = e.name
    if let params = e.parameters {
      name += "(" + params.parameters.map { ($0.argumentLabel ?? "_") + ":" }.joined() + ")"
    }
    out += " \"\(escape(name))\""
    if showSemantics { semanticDeclAttributes(e) }
    if let params = e.parameters { printParameterList(params, label: nil) }
    close()
  }

  func qualifiedName(_ d: ValueDecl) -> String {
    let name = d.qualifiedName(module: module, sourceManager: sourceManager)
    // (A parameter swiftc synthesizes has no place to name.)
    if placeless, d is ParamDecl, let at = name.lastIndex(of: "@") { return String(name[..<at]) }
    return name
  }

  /// A generic function as a call names it: its qualified name (without labels when it
  /// has none), and the substitution map (`g.(file).larger@g.swift:1:6 [with
  /// (substitution_map generic_signature=<T where T : Comparable> T -> Int)]`); an
  /// unconstrained parameter is `Copyable` and `Escapable`.
  /// (`outer`: the parameters of the generic type an initializer is of, bound to
  /// `outerArguments`, first: `<Element, S where Element == S.Element, S : Sequence>`.)
  func specializedName(_ f: AbstractFunctionDecl, _ arguments: [SwiftType], outer: [GenericTypeParamDecl] = [],
                       outerArguments: [SwiftType] = []) -> String {
    let name = qualifiedName(f)
    let params = outer + f.genericParameters
    // (A protocol extension's `where` clause constrains its `Self`: `Self :
    // RandomAccessCollection`, `Self.Element : Comparable`.)
    var clause = f.whereClause.map(spelledRequirement)
    if f.protocolExtension != nil, let e = f.parent as? ExtensionDecl {
      clause = e.whereClause.map(spelledRequirement).map { r in
        let named = r.subject == "Self" || r.subject.hasPrefix("Self.") ? r.subject : "Self." + r.subject
        return (named, r.kind, r.constraint)
      } + clause
    }
    let signature = "<" + params.map(\.name).joined(separator: ", ") + " where "
      + signatureRequirements(params, clause).joined(separator: ", ") + ">"
    // (A parameter of the type that the `where` clause makes a type made of the
    // function's own, `Value == [S.Element]`, is that type as written, its own parameters
    // replaced: `Value -> [ClosedRange<Int>.Element]`.)
    var own: [ObjectIdentifier: SwiftType] = [:]
    for (g, a) in zip(f.genericParameters, arguments) { own[ObjectIdentifier(g)] = a }
    var all = outerArguments + arguments
    for r in f.whereClause where r.kind == .sameType {
      guard case .genericParameter(let g)? = r.subject.resolved, let i = outer.firstIndex(where: { $0 === g }),
        i < all.count, let constraint = r.constraint.resolved,
        f.genericParameters.contains(where: { constraint.mentions($0) })
      else { continue }
      // (`Element == S.Element` makes `S.Element` the type's `Element`: `Element -> Int`.)
      if case .dependentMember = constraint { continue }
      all[i] = writtenSubstitution(constraint, own)
    }
    let replacements = zip(params, all).map { "\($0.name) -> \($1)" }.joined(separator: " ")
    return name + " [with (substitution_map generic_signature=\(signature) \(replacements))]"
  }

  /// `t` with the generic parameters of `map` replaced, an associated type of one kept
  /// as a member of its argument (`ClosedRange<Int>.Element`), as swiftc prints it.
  func writtenSubstitution(_ t: SwiftType, _ map: [ObjectIdentifier: SwiftType]) -> SwiftType {
    switch t {
    case .dependentMember(let base, let a): .dependentMember(writtenSubstitution(base, map), a)
    case .array(let e): .array(writtenSubstitution(e, map))
    case .optional(let e): .optional(writtenSubstitution(e, map))
    case .set(let e): .set(writtenSubstitution(e, map))
    case .dictionary(let k, let v): .dictionary(writtenSubstitution(k, map), writtenSubstitution(v, map))
    case .tuple(let ts, let labels): .tuple(ts.map { writtenSubstitution($0, map) }, labels: labels)
    default: t.substituting(map)
    }
  }

  /// The generic context member `f` is declared in, bound for a use on a value of type
  /// `base`: a protocol extension's `Self` (`base` itself), a generic type's parameters
  /// (`Element` of `extension Array`, `base`'s arguments); none for any other member.
  func genericContext(of f: AbstractFunctionDecl, on base: SwiftType)
    -> (parameters: [GenericTypeParamDecl], arguments: [SwiftType])
  {
    if let p = f.protocolExtension { return ([p.selfParameter], [base]) }
    guard let n = f.enclosingNominal, !n.genericParameters.isEmpty else { return ([], []) }
    let arguments = n.genericArguments(of: base)
    return arguments.count == n.genericParameters.count ? (n.genericParameters, arguments) : ([], [])
  }

  /// Notes that reference `ref` to `f` is printed with its substitution map: its own
  /// generic arguments `own`, after those of its context on `base`. Returns the map.
  mutating func noteSpecializedReference(_ ref: Expr, _ f: AbstractFunctionDecl, _ own: [SwiftType],
                                         on base: SwiftType) -> [ObjectIdentifier: SwiftType] {
    let context = genericContext(of: f, on: base)
    specializedCallees[ObjectIdentifier(ref)] = own
    outerSpecializations[ObjectIdentifier(ref)] = context
    let parameters = context.parameters + f.genericParameters
    return Dictionary(zip(parameters.map(ObjectIdentifier.init), context.arguments + own)) { a, _ in a }
  }

  /// The requirements of a signature of `params` with the `where` clause `clause`, in
  /// swiftc's order for the simple ones: each parameter's, its own constraints first,
  /// then the clause's on it or its associated types; a same-type requirement between a
  /// parameter and an associated type is the parameter's, on the left (`Element ==
  /// S.Element`). A parameter with none is `Copyable` and `Escapable`.
  func signatureRequirements(_ params: [GenericTypeParamDecl], _ clause: [SpelledRequirement]) -> [String] {
    var written: [ObjectIdentifier: [String]] = [:]
    for (subject, kind, constraint) in clause {
      if kind == .sameType, subject.contains("."), let p = params.first(where: { $0.name == constraint }) {
        written[ObjectIdentifier(p), default: []].append("\(constraint) == \(subject)")
      } else if kind == .conformance, !subject.contains("."),
        params.first(where: { $0.name == subject })?.conformsTo.contains(where: { $0.name == constraint }) ?? true
      {
        continue  // (`T: Hashable` is among `T`'s own constraints.)
      } else if let p = params.first(where: { $0.name == subject.prefix { $0 != "." } }) {
        written[ObjectIdentifier(p), default: []].append("\(subject) \(kind == .sameType ? "==" : ":") \(constraint)")
      }
    }
    return params.flatMap { g -> [String] in
      let own = (g.conformsTo.map(\.name) + (g.superclass.map { [$0.name] } ?? [])).map { "\(g.name) : \($0)" }
      let more = written[ObjectIdentifier(g)] ?? []
      return own.isEmpty && more.isEmpty ? ["\(g.name) : Copyable", "\(g.name) : Escapable"] : own + more
    }
  }

  /// The type a member of a generic type takes as `self`, with the type's parameters
  /// (`Stack<Element>`); nil for another member (its type's name).
  func genericSelfType(of f: AbstractFunctionDecl) -> String? {
    guard let owner = ImplicitMembers.owningType(of: f), !(owner is ProtocolDecl), !owner.genericParameters.isEmpty
    else { return nil }
    return owner.name + "<" + owner.genericParameters.map(\.name).joined(separator: ", ") + ">"
  }

  /// The generic signature swiftc writes before the interface type of a declaration in
  /// a generic context (`<Element where Element : Equatable> `, `<T, U where T :
  /// Comparable, U : Equatable> `): the generic type's parameters, then the function's,
  /// and the requirements on them, the constraints of its parameters and those of its
  /// own `where` clause and its extension's; "" outside one. (A protocol's members say
  /// `<Self where Self : P>` themselves.)
  func interfaceSignaturePrefix(of f: AbstractFunctionDecl) -> String {
    let owner = ImplicitMembers.owningType(of: f)
    if owner is ProtocolDecl { return "" }
    let params = contextGenericParameters(of: f)
    guard !params.isEmpty else { return "" }
    let member: Decl = (f as? AccessorDecl)?.storage ?? f
    var clause = (member.parent as? ExtensionDecl)?.whereClause.map(spelledRequirement) ?? []
    clause += f.whereClause.map(spelledRequirement)
    return signaturePrefix(params, clause)
  }

  /// The generic signature of type `n`'s members that Sema synthesizes (a stored
  /// property's accessors, a class's `deinit`): `<Element> `; "" for a type that is not
  /// generic (or a protocol, whose members say `<Self where Self : P>`).
  func typeSignaturePrefix(_ n: NominalTypeDecl) -> String {
    guard !n.genericParameters.isEmpty, !(n is ProtocolDecl) else { return "" }
    return signaturePrefix(n.genericParameters, [])
  }

  /// `<T, U where T : Comparable, U : Equatable> `: a signature of `params` and `clause`
  /// as swiftc writes it before an interface type.
  func signaturePrefix(_ params: [GenericTypeParamDecl], _ clause: [SpelledRequirement]) -> String {
    let requirements = canonicalRequirements(params, clause)
    return "<" + params.map(\.name).joined(separator: ", ")
      + (requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")) + "> "
  }

  /// The generic parameters in scope in `f`: its type's (a local function's: those of
  /// the function it is in), then its own.
  func contextGenericParameters(of f: AbstractFunctionDecl) -> [GenericTypeParamDecl] {
    if f.captures != nil, let outer = functions.last(where: { $0 !== f }) {
      return contextGenericParameters(of: outer) + f.genericParameters
    }
    let owner = ImplicitMembers.owningType(of: f)
    return (owner is ProtocolDecl ? [] : owner?.genericParameters ?? []) + f.genericParameters
  }

  /// The requirements of a signature of `params` with `clause`, in swiftc's canonical
  /// order: each parameter's in turn (its constraints, then a same-type requirement
  /// with it on the left, `E == S.Element`), then those on associated types (`C1.Item
  /// : Equatable`, then `C1.Item == C2.Item`), by their parameter. No `Copyable`.
  func canonicalRequirements(_ params: [GenericTypeParamDecl], _ clause: [SpelledRequirement]) -> [String] {
    var onParameter: [ObjectIdentifier: [String]] = [:]
    var onMember: [ObjectIdentifier: (conformances: [String], sameTypes: [String])] = [:]
    func parameter(named name: Substring) -> GenericTypeParamDecl? { params.first { $0.name == name } }
    for (subject, kind, constraint) in clause {
      let subjectIsMember = subject.contains(".")
      if kind == .sameType, subjectIsMember, let p = parameter(named: Substring(constraint)) {
        onParameter[ObjectIdentifier(p), default: []].append("\(constraint) == \(subject)")
      } else if !subjectIsMember, let p = parameter(named: Substring(subject)) {
        let text = "\(subject) \(kind == .sameType ? "==" : ":") \(constraint)"
        // (`where T: Hashable` beside `<T: Hashable>` is one requirement.)
        if kind == .conformance, p.conformsTo.contains(where: { $0.name == constraint }) { continue }
        onParameter[ObjectIdentifier(p), default: []].append(text)
      } else if let p = parameter(named: subject.prefix { $0 != "." }) {
        if kind == .sameType {
          onMember[ObjectIdentifier(p), default: ([], [])].sameTypes.append("\(subject) == \(constraint)")
        } else {
          onMember[ObjectIdentifier(p), default: ([], [])].conformances.append("\(subject) : \(constraint)")
        }
      }
    }
    let own = params.flatMap { g -> [String] in
      (g.conformsTo.map(\.name) + (g.superclass.map { [$0.name] } ?? [])).map { "\(g.name) : \($0)" }
        + (onParameter[ObjectIdentifier(g)] ?? [])
    }
    let members = params.flatMap { g -> [String] in
      let m = onMember[ObjectIdentifier(g)]
      return (m?.conformances ?? []) + (m?.sameTypes ?? [])
    }
    return own + members
  }

  /// A function's `where` clause as written (`where_requirements="S.Element == Int"`).
  mutating func whereRequirements(_ f: AbstractFunctionDecl) {
    guard !f.whereClause.isEmpty else { return }
    quoted("where_requirements", f.whereClause.map(writtenRequirement).joined(separator: ", "))
  }

  /// One requirement as swiftc writes it: `S.Element : Equatable`, `S.Element == Int`.
  func writtenRequirement(_ r: GenericRequirement) -> String {
    "\(r.subject.spelling) \(r.kind == .sameType ? "==" : ":") \(r.constraint.spelling)"
  }

  /// A requirement's subject and constraint as written.
  typealias SpelledRequirement = (subject: String, kind: GenericRequirement.Kind, constraint: String)

  func spelledRequirement(_ r: GenericRequirement) -> SpelledRequirement {
    (r.subject.spelling, r.kind, r.constraint.spelling)
  }

  /// The requirements of a generic signature as swiftc writes them (`T : Comparable`);
  /// an unconstrained parameter is `Copyable` and `Escapable`.
  func requirementList(_ params: [GenericTypeParamDecl]) -> [String] {
    params.flatMap { g -> [String] in
      let constraints = g.conformsTo.map(\.name) + (g.superclass.map { [$0.name] } ?? [])
      return (constraints.isEmpty ? ["Copyable", "Escapable"] : constraints).map { "\(g.name) : \($0)" }
    }
  }

  // MARK: Statements

  mutating func printStmt(_ s: Stmt, label: String?, implicitReturn: Bool = false) {
    switch s {
    case let b as BraceStmt:
      openNode("brace_stmt", label: label, node: b)
      noteTrailingSemicolons(b.elements.map(\.node))
      for e in b.elements { printASTNode(e) }
      if implicitReturn {
        // At the closing brace (none in a synthesized body).
        open("return_stmt")
        attr("implicit")
        if b.range.isValid, let file = sourceManager.file(b.range.start) {
          range(SourceRange(file.loc(Int(lastTokenStart(b.range, in: file)))))
        }
        close()
      }
      close()
    case let r as ReturnStmt where r.isInitializerFailure:
      // `return nil` in a failable initializer, as swiftc prints it after Sema.
      openRanged("fail_stmt", label: label, r)
      close()
    case let r as ReturnStmt:
      openNode("return_stmt", label: label, node: r)
      if let e = r.result { print(e, label: nil) }
      close()
    case let i as IfStmt:
      openRanged("if_stmt", label: label, i)
      printConditions(i.conditions)
      printStmt(i.thenStmt, label: nil)
      if let e = i.elseStmt { printStmt(e, label: nil) }
      close()
    case let g as GuardStmt:
      openRanged("guard_stmt", label: label, g)
      printConditions(g.conditions)
      printStmt(g.body, label: nil)
      close()
    case let w as WhileStmt:
      openRanged("while_stmt", label: label, w)
      printConditions(w.conditions)
      printStmt(w.body, label: nil)
      close()
    case let d as DeferStmt:
      openRanged("defer_stmt", label: label, d)
      printStmt(d.body, label: nil)
      close()
    case let r as RepeatWhileStmt:
      openRanged("repeat_while_stmt", label: label, r)
      printStmt(r.body, label: nil)
      print(r.condition, label: nil)
      close()
    case let f as ForEachStmt:
      openRanged("for_each_stmt", label: label, f)
      if f.pattern is BindingPattern || f.pattern is EnumElementPattern || f.pattern is OptionalSomePattern
        || f.pattern is ExprPattern
      {
        printMatchingPattern(f.pattern)
      } else {
        print(f.pattern, label: nil)
      }
      if let w = f.whereClause { print(w, label: "where") }
      print(f.sequence, label: nil)
      if let it = f.iterator { printIterator(it, of: f) }
      printStmt(f.body, label: nil)
      close()
    case let b as BreakStmt:
      openRanged("break_stmt", label: label, b)
      close()
    case let c as ContinueStmt:
      openRanged("continue_stmt", label: label, c)
      close()
    case let f as FallthroughStmt:
      openRanged("fallthrough_stmt", label: label, f)
      close()
    case let sw as SwitchStmt:
      openRanged("switch_stmt", label: label, sw)
      print(sw.subject, label: nil)
      for c in sw.cases { printStmt(c, label: nil) }
      close()
    case let c as CaseStmt:
      openRanged("case_stmt", label: label, c)
      // Each name once, as the first label item binds it (the others bind the same).
      var vars: [VarDecl] = []
      for item in c.labelItems {
        vars += item.pattern.boundVariables.filter { v in !vars.contains { $0.name == v.name } }
      }
      if !vars.isEmpty {
        open("case_body_variables=array")
        for v in vars {
          open("var_decl")
          attr("implicit")
          nodeRange(v)
          out += " \"\(escape(v.name))\""
          if v.isLet { attr("let") }
          close()
        }
        close()
      }
      for item in c.labelItems {
        open("case_label_item")
        if c.isDefault { attr("default") }
        attr("ownership=borrowing")
        if c.isDefault && !showSemantics {
          open("pattern_any")
          close()
        } else {
          printMatchingPattern(item.pattern)
        }
        if let g = item.guardExpr { print(g, label: nil) }
        close()
      }
      printStmt(c.body, label: nil)
      close()
    case let d as DoStmt:
      openRanged("do_stmt", label: label, d)
      printStmt(d.body, label: nil)
      close()
    case let t as ThrowStmt:
      openRanged("throw_stmt", label: label, t)
      print(t.subExpr, label: nil)
      close()
    case let d as DoCatchStmt:
      openRanged("do_catch_stmt", label: label, d)
      // Whether an error can leave it: swiftc's parse tree does not know yet.
      attr(showSemantics && !d.isExhaustive ? "throws" : "nothrow")
      printStmt(d.body, label: "body")
      open("catch_stmts=array")
      for c in d.catches { printStmt(c, label: nil) }
      close()
      close()
    default:
      openRanged("unknown_stmt", label: label, s)
      close()
    }
  }

  mutating func printConditions(_ conditions: [StmtCondition]) {
    open("conditions=array")
    for c in conditions {
      switch c {
      case .boolean(let e):
        print(e, label: nil)
      case .optionalBinding(let pattern, let initializer, _):
        open("pattern")
        if let binding = pattern as? BindingPattern {
          open("pattern_binding")
          attr("implicit")
          attr("kind=\(binding.isLet ? "let" : "var")")
          if showSemantics, let t = binding.type { quoted("type", t.description) }
          print(binding.subPattern, label: nil)
          close()
        } else {
          print(pattern, label: nil)
        }
        if let initializer {
          print(initializer, label: nil)
        } else if let name = boundName(pattern) {
          // `if let x`: swiftc spells out the `x` it reads.
          open("unresolved_decl_ref_expr")
          quoted("type", "<null>")
          quoted("name", name)
          attr("function_ref=unapplied")
          close()
        }
        close()
      case .patternMatch(let pattern, let initializer, _):
        open("pattern")
        printMatchingPattern(pattern)
        print(initializer, label: nil)
        close()
      case .availability(let c):
        // swiftc spells `#unavailable` as `#available` too.
        open("#available")
        for spec in c.specs {
          open("availability_spec")
          attr("domain=\(spec.platform ?? "*")")
          if let version = spec.version { attr("version=\(version)") }
          close()
        }
        close()
      }
    }
    close()
  }

  func boundName(_ p: Pattern) -> String? {
    switch p {
    case let b as BindingPattern: boundName(b.subPattern)
    case let t as TypedPattern: boundName(t.subPattern)
    case let n as NamedPattern: n.name
    default: nil
    }
  }

  // MARK: Patterns

  /// The iterator of a `for`-`in` over a user `Sequence`, as swiftc shows it: its
  /// variable's binding to `makeIterator()` (of the sequence), then the `next()` call.
  mutating func printIterator(_ it: ForEachIterator, of f: ForEachStmt) {
    opaqueStandIns[ObjectIdentifier(it.sequenceValue)] = f.sequence
    defer { opaqueStandIns[ObjectIdentifier(it.sequenceValue)] = nil }
    open("pattern_binding_decl")
    attr("implicit")
    open("pattern_entry")
    open("pattern_named")
    attr("implicit")
    if showSemantics, let t = it.variable.interfaceType { quoted("type", t.description) }
    out += " \"\(escape(it.variable.name))\""
    close()
    print(it.makeIterator, label: "original_init")
    print(it.makeIterator, label: "processed_init")
    close()
    close()
    print(it.next, label: nil)
  }

  /// A pattern's name and type.
  mutating func openPattern(_ name: String, label: String?, _ p: Pattern) {
    open(name, label: label)
    patternType(p)
  }

  mutating func patternType(_ p: Pattern) {
    if showSemantics, let t = p.type { quoted("type", t.description) }
  }

  mutating func printPattern(_ p: Pattern, label: String?) {
    switch p {
    case let n as NamedPattern:
      openPattern("pattern_named", label: label, n)
      out += " \"\(escape(n.name))\""
      close()
    case let t as TypedPattern:
      openPattern("pattern_typed", label: label, t)
      print(t.subPattern, label: nil)
      print(t.typeRepr, label: nil)
      close()
    case is AnyPattern:
      openPattern("pattern_any", label: label, p)
      close()
    case let t as TuplePattern:
      openPattern("pattern_tuple", label: label, t)
      let names = t.elements.indices.map { i in (i < t.labels.count ? t.labels[i] : nil) ?? "''" }
      quoted("names", names.joined(separator: ","))
      for e in t.elements { print(e, label: nil) }
      close()
    case let b as BindingPattern:
      open("pattern_binding", label: label)
      attr("kind=\(b.isLet ? "let" : "var")")
      patternType(b)
      print(b.subPattern, label: nil)
      close()
    case let e as ExprPattern:
      openPattern("pattern_expr", label: label, e)
      print(e.expr, label: nil)
      close()
    case let e as EnumElementPattern:
      openPattern("pattern_enum_element", label: label, e)
      let parent = e.parentType.map(\.spelling) ?? ""
      attr("\(parent).\(e.name)")
      if let sub = e.subPattern { print(sub, label: nil) }
      close()
    case let s as OptionalSomePattern:
      openPattern("pattern_optional_some", label: label, s)
      print(s.subPattern, label: nil)
      close()
    case let i as IsPattern:
      openPattern("pattern_is", label: label, i)
      if i.isImplicit { attr("implicit") }
      if let t = i.castType {
        attr("cast_kind=\(i.isCoercion ? "coercion" : "value_cast")")
        quoted("cast_to", t.description)
      } else {
        // swiftc's parse tree prints no written type.
        attr("cast_kind=unresolved")
        quoted("cast_to", "<null>")
      }
      if let sub = i.subPattern { print(sub, label: nil) }
      close()
    default:
      open("unknown_pattern", label: label)
      close()
    }
  }

  /// A `case` pattern. After Sema, the pattern itself; before, swiftc's parse form: the
  /// expression the pattern was written as (`pattern_expr`), with each `let x` inside as
  /// an `unresolved_pattern_expr`.
  mutating func printMatchingPattern(_ p: Pattern) {
    if showSemantics {
      print(p, label: nil)
      return
    }
    switch p {
    case let b as BindingPattern:
      printPatternBinding(b)
    case let e as ExprPattern:
      print(e, label: nil)
    case is NamedPattern, is IsPattern:
      print(p, label: nil)
    default:
      open("pattern_expr")
      printPatternAsExpr(p)
      close()
    }
  }

  /// `let x` / `var (a, b)` in a pattern still written as an expression.
  mutating func printPatternBinding(_ b: BindingPattern) {
    open("pattern_binding")
    implicitFlag(b)
    attr("kind=\(b.isLet ? "let" : "var")")
    if b.subPattern is NamedPattern {
      print(b.subPattern, label: nil)
    } else {
      open("pattern_expr")
      printPatternAsExpr(b.subPattern)
      close()
    }
    close()
  }

  /// A pattern printed as the expression it was written as.
  mutating func printPatternAsExpr(_ p: Pattern) {
    let null = "<null>"
    switch p {
    case let n as NamedPattern:
      open("unresolved_pattern_expr")
      quoted("type", null)
      print(n, label: nil)
      close()
    case let b as BindingPattern:
      open("unresolved_pattern_expr")
      quoted("type", null)
      printPatternBinding(b)
      close()
    case is AnyPattern:
      open("discard_assignment_expr")
      quoted("type", null)
      close()
    case let e as ExprPattern:
      print(e.expr, label: nil)
    case let t as TuplePattern:
      open("tuple_expr")
      quoted("type", null)
      out += " \"" + t.elements.indices.map { i in (i < t.labels.count ? t.labels[i] : nil) ?? "''" }.joined(separator: ",") + "\""
      for e in t.elements { printPatternAsExpr(e) }
      close()
    case let s as OptionalSomePattern:
      open("bind_optional_expr")
      quoted("type", null)
      attr("depth=0")
      printPatternAsExpr(s.subPattern)
      close()
    case let e as EnumElementPattern:
      if let sub = e.subPattern {
        open("call_expr")
        quoted("type", null)
        quoted("isolation_crossing", "none")
        printEnumElementCallee(e)
        var elements = [sub]
        var labels: [String?] = [nil]
        if let t = sub as? TuplePattern {
          elements = t.elements
          labels = t.elements.indices.map { i in i < t.labels.count ? t.labels[i] : nil }
        }
        open("argument_list")
        if labels.contains(where: { $0 != nil }) {
          quoted("labels", labels.map { ($0 ?? "_") + ":" }.joined())
        }
        for (i, element) in elements.enumerated() {
          open("argument")
          if let l = labels[i] { quoted("label", l) }
          printPatternAsExpr(element)
          close()
        }
        close()
        close()
      } else {
        printEnumElementCallee(e)
      }
    default:
      print(p, label: nil)
    }
  }

  /// `.name` or `Type.name` as swiftc parsed it.
  mutating func printEnumElementCallee(_ e: EnumElementPattern) {
    if let parent = e.parentType {
      open("unresolved_dot_expr")
      quoted("type", "<null>")
      quoted("field", e.name)
      attr("function_ref=unapplied")
      printTypeAsExpr(parent)
      close()
    } else {
      open("unresolved_member_expr")
      quoted("type", "<null>")
      quoted("name", e.name)
      attr("function_ref=unapplied")
      close()
    }
  }

  mutating func printTypeAsExpr(_ t: TypeRepr) {
    if let m = t as? MemberTypeRepr {
      open("unresolved_dot_expr")
      quoted("type", "<null>")
      quoted("field", m.name)
      attr("function_ref=unapplied")
      printTypeAsExpr(m.base)
      close()
    } else {
      open("unresolved_decl_ref_expr")
      quoted("type", "<null>")
      quoted("name", t.spelling)
      attr("function_ref=unapplied")
      close()
    }
  }

  // MARK: Type representations

  mutating func printTypeRepr(_ t: TypeRepr, label: String?) {
    switch t.typeReprKind {
    case .ident(let i):
      open("type_unqualified_ident", label: label)
      quoted("id", i.name)
      switch showSemantics ? t.resolved : nil {
      case .dictionary?, .set?: quoted("bind", "Swift.(file).\(i.name)")  // the generic type, unapplied
      default: binding(t)
      }
      for a in i.genericArgs { print(a, label: nil) }
      close()
    case .member(let m):
      open("type_qualified_ident", label: label)
      quoted("id", m.name)
      binding(t)
      print(m.base, label: nil)
      for a in m.genericArgs { print(a, label: nil) }
      close()
    case .optional(let o):
      open(o.isImplicitlyUnwrapped ? "type_implicitly_unwrapped_optional" : "type_optional", label: label)
      print(o.base, label: nil)
      close()
    case .array(let a):
      open("type_array", label: label)
      print(a.base, label: nil)
      close()
    case .dictionary(let d):
      open("type_dictionary", label: label)
      print(d.key, label: nil)
      print(d.value, label: nil)
      close()
    case .tuple(let tuple):
      open("type_tuple", label: label)
      if tuple.labels.contains(where: { $0 != nil }) {
        quoted("names", tuple.labels.map { $0 ?? "''" }.joined(separator: ","))
      }
      for e in tuple.elements { print(e, label: nil) }
      close()
    case .function(let f):
      open("type_function", label: label)
      if f.throwsLoc != nil { attr("throws") }
      open("type_tuple")
      for p in f.parameters { print(p, label: nil) }
      close()
      print(f.result, label: nil)
      close()
    case .inOut(let i):
      open("type_ownership", label: label)
      attr("inout")
      print(i.base, label: nil)
      close()
    case .opaque(let o):
      open("type_opaque_return", label: label)
      print(o.base, label: nil)
      close()
    case .composition(let c):
      open("type_composite", label: label)
      for p in c.types { print(p, label: nil) }
      close()
    case .existential(let e):
      open("type_existential", label: label)
      print(e.base, label: nil)
      close()
    }
  }

  /// A named type's `unbound` before Sema; `bind="Int"` once Sema resolved the type.
  /// (swiftc binds only the names: `type_optional`, `type_array`, `type_tuple`,
  /// `type_function` and the other structural types print neither.)
  mutating func binding(_ t: TypeRepr) {
    if showSemantics, let r = t.resolved {
      quoted("bind", r.qualifiedName(module: module, sourceManager: sourceManager))
    } else {
      attr("unbound")
    }
  }

  // MARK: Expressions

  mutating func exprHeader(_ name: String, _ e: Expr, label: String?) {
    open(name, label: label)
    implicitFlag(e)
    if showSemantics {
      let lvalue = lvalues.contains(ObjectIdentifier(e)) ? "@lvalue " : ""
      quoted("type", curriedTypes[ObjectIdentifier(e)] ?? e.type.map { lvalue + $0.description } ?? "<null>")
      exprLocation(e)
    } else {
      quoted("type", "<null>")
    }
    if trailingSemi.contains(ObjectIdentifier(e)) { attr("trailing_semi") }
  }

  /// A node around one sub-expression, with nothing of its own to show.
  mutating func wrapper(_ name: String, _ e: Expr, _ subExpr: Expr, label: String?) {
    exprHeader(name, e, label: label)
    print(subExpr, label: nil)
    close()
  }

  /// swiftc's `location=` (where the expression "is": a call at its callee, a member at
  /// its name, an assignment at its `=`) and `range=` of a typed expression; none for an
  /// expression Sema made without a place in the source.
  mutating func exprLocation(_ e: Expr) {
    guard !placeless, let (loc, start, end) = exprPlace(e) else { return }
    placeAttributes(at: loc, from: start, to: end)
  }

  /// ` location=file:l:c range=[file:l1:c1 - line:l2:c2]`.
  mutating func placeAttributes(at loc: SourceLoc, from start: SourceLoc, to end: SourceLoc) {
    guard let file = sourceManager.file(loc) else { return }
    let (l, c) = file.lineAndColumn(Int(loc.offset))
    out += " location=\(file.name):\(l):\(c)"
    let (l1, c1) = file.lineAndColumn(Int(start.offset))
    let (l2, c2) = file.lineAndColumn(Int(end.offset))
    out += " range=[\(file.name):\(l1):\(c1) - line:\(l2):\(c2)]"
  }

  /// The location, start and start of the last token of a typed expression.
  mutating func exprPlace(_ e: Expr) -> (SourceLoc, SourceLoc, SourceLoc)? {
    func whole(_ x: Expr) -> (SourceLoc, SourceLoc)? {
      guard x.range.isValid, let file = sourceManager.file(x.range.start) else { return nil }
      return (x.range.start, file.loc(Int(lastTokenStart(x.range, in: file))))
    }
    // At the location of `inner`, over the whole of `outer`.
    func placeAtInner(_ inner: Expr, of outer: Expr) -> (SourceLoc, SourceLoc, SourceLoc)? {
      guard let (loc, _, _) = exprPlace(inner), let (start, end) = whole(outer) else { return nil }
      return (loc, start, end)
    }
    switch e {
    case let c as CallExpr:
      guard let (loc, _, _) = exprPlace(c.fn), let (start, end) = whole(c) else { return nil }
      return (loc, start, end)
    case let d as DotSyntaxCallExpr:
      guard let (loc, _, end) = exprPlace(d.fn) else { return nil }
      let start = d.base.range.isValid && !d.base.isImplicit ? d.base.range.start : d.fn.range.start
      return (loc, start, end)
    case let c as ConstructorRefCallExpr:
      return exprPlace(c.fn)
    case let x as TryExpr:
      // `try f()`, `(a + b)`: at what they hold.
      return placeAtInner(x.subExpr, of: x)
    case let x as ParenExpr:
      return placeAtInner(x.subExpr, of: x)
    case let m as MemberRefExpr where m.nameLoc.isValid:
      let start = m.base.range.isValid ? min(m.base.range.start, m.nameLoc) : m.nameLoc
      return (m.nameLoc, start, m.nameLoc)
    case let a as AssignExpr:
      guard let (start, end) = whole(a) else { return nil }
      return (assignmentOperatorLoc(a) ?? start, start, end)
    case let b as BinaryExpr:
      guard let (loc, _, _) = exprPlace(b.op), let (start, end) = whole(b) else { return nil }
      return (loc, start, end)
    case let p as PostfixUnaryExpr:
      // At its operator, as a binary expression is.
      guard let (loc, _, _) = exprPlace(p.op), let (start, end) = whole(p) else { return nil }
      return (loc, start, end)
    case let c as CastExpr:
      guard let (start, end) = whole(c) else { return nil }
      return (c.keywordLoc, start, end)
    case let x as ErasureExpr where !x.range.isValid:
      return exprPlace(x.subExpr)
    case let x as CollectionUpcastExpr:
      // At its collection's location (`a ?? b` at its `??`), as swiftc's implicit conversions.
      guard let (loc, _, _) = exprPlace(x.subExpr), let (start, end) = whole(x) else { return nil }
      return (loc, start, end)
    case let s as SubscriptExpr where s.base.range.isValid:
      // swiftc's location of `a[i]` is its `[`.
      guard let (start, end) = whole(s) else { return nil }
      return (s.base.range.end, start, end)
    case let k as KeyPathApplicationExpr where k.base.range.isValid:
      // At its `[`, as a subscript's.
      guard let (start, end) = whole(k) else { return nil }
      return (k.base.range.end, start, end)
    default:
      guard let (start, end) = whole(e) else { return nil }
      return (start, start, end)
    }
  }

  /// The `=` of an assignment: the first `=` between its destination and its source.
  func assignmentOperatorLoc(_ a: AssignExpr) -> SourceLoc? {
    guard let dest = a.dest, let source = a.source, let file = sourceManager.file(a.range.start) else { return nil }
    var i = Int(dest.range.end.offset)
    while i < Int(source.range.start.offset) {
      if file.bytes[i] == UInt8(ascii: "=") { return file.loc(i) }
      i += 1
    }
    return nil
  }

  /// `initializer=` of a collection literal: Dictionary's and Set's literal initializers
  /// (specialized for the literal's type); an array literal names none.
  mutating func collectionInitializer(_ e: Expr) {
    switch showSemantics ? e.type : nil {
    case .dictionary(let k, let v)?:
      quoted("initializer", "Swift.(file).Dictionary extension.init(dictionaryLiteral:) [with (substitution_map "
        + "generic_signature=<Key, Value where Key : Hashable, Value : Copyable, Value : Escapable> "
        + "Key -> \(k) Value -> \(v))]")
    case .set(let t)?:
      quoted("initializer", "Swift.(file).Set extension.init(arrayLiteral:) [with (substitution_map "
        + "generic_signature=<Element where Element : Hashable> Element -> \(t))]")
    default:
      attr("initializer=\"**NULL**\"")
    }
  }

  /// `builtin_initializer=` of a literal: the standard library initializer that makes
  /// a value of the literal's type from the builtin literal.
  mutating func literalInitializers(_ e: Expr? = nil) {
    let builtin: String
    switch showSemantics ? e?.type : nil {
    case .int?: builtin = "Swift.(file).Int.init(_builtinIntegerLiteral:)"
    case .sizedInteger(let k)?: builtin = "Swift.(file).\(k.name).init(_builtinIntegerLiteral:)"
    case .double?: builtin = "Swift.(file).Double.init(_builtinFloatLiteral:)"
    case .bool?: builtin = "Swift.(file).Bool.init(_builtinBooleanLiteral:)"
    case .string?: builtin = "Swift.(file).String extension.init(_builtinStringLiteral:utf8CodeUnitCount:isASCII:)"
    case .character?:
      builtin = "Swift.(file).Character extension.init(_builtinExtendedGraphemeClusterLiteral:utf8CodeUnitCount:isASCII:)"
    default: builtin = "**NULL**"
    }
    quoted("builtin_initializer", builtin)
    attr("initializer=\"**NULL**\"")
  }

  /// The operator of a binary or prefix expression. One of miniswiftc's built-in
  /// operators on a built-in type is printed as swiftc's call of the library's static
  /// operator on the type (`BuiltinOperatorNames`): a `dot_syntax_call_expr` of it on an
  /// implicit `type_expr` (`Int.Type`), all at the operator.
  mutating func printOperator(_ op: Expr, prefix: Bool) {
    guard showSemantics, let r = op as? DeclRefExpr, let f = r.decl as? FuncDecl, f.builtin != nil,
      case .function(let ft)? = r.type, let operand = ft.parameters.first?.type,
      let name = BuiltinOperatorNames.name(of: f.name, prefix: prefix, operand: operand,
                                           rhs: ft.parameters.dropFirst().first?.type)
    else {
      print(op, label: nil)
      return
    }
    let type = r.type?.description ?? "<null>"
    open("dot_syntax_call_expr")
    attr("implicit")
    quoted("type", type)
    exprLocation(r)
    applyAttributes()
    open("declref_expr")
    quoted("type", "(\(operand).Type) -> \(type)")
    exprLocation(r)
    quoted("decl", "Swift.(file)." + name)
    attr("function_ref=single apply")
    close()
    open("argument_list")
    attr("implicit")
    open("argument")
    open("type_expr")
    attr("implicit")
    quoted("type", "\(operand).Type")
    exprLocation(r)
    quoted("typerepr", operand.description)
    close()
    close()
    close()
    close()
  }

  func isOptional(_ t: SwiftType) -> Bool {
    if case .optional = t { true } else { false }
  }

  /// Does `e` call something that can throw (not counting inside closures)?
  func containsThrowingCall(_ e: Expr) -> Bool {
    var found = false
    ASTWalk().walk(e, pre: { node in
      if found { return .skipChildren }
      if let c = node as? CallExpr, c.isThrowing { found = true }
      return .visitChildren
    })
    return found
  }

  /// `nothrow isolation_crossing="none"` of an application after Sema (nothing throws in
  /// the subset), `isolation_crossing="none"` before.
  mutating func applyAttributes(throwing: Bool = false) {
    if showSemantics { attr(throwing ? "throws" : "nothrow") }
    quoted("isolation_crossing", "none")
  }

  mutating func printArguments(_ args: [Argument], implicit: Bool = false) {
    open("argument_list")
    if implicit { attr("implicit") }
    if args.contains(where: { $0.label != nil }) {
      quoted("labels", args.map { ($0.label ?? "_") + ":" }.joined())
    }
    for a in args {
      open("argument")
      if let l = a.label { quoted("label", l) }
      if a.expr is InOutExpr { attr("inout") }
      print(a.expr, label: nil)
      close()
    }
    close()
  }

  mutating func printExpr(_ e: Expr, label: String?) {
    if let standIn = opaqueStandIns[ObjectIdentifier(e)] {
      printExpr(standIn, label: label)
      return
    }
    // (A literal made through its protocol's initializer: LiteralProtocolDump.swift.)
    if showSemantics, let c = e as? CallExpr, let literal = c.literal {
      printLiteralThroughProtocol(c, literal, label: label)
      return
    }
    switch e {
    case let i as IntegerLiteralExpr:
      exprHeader("integer_literal_expr", e, label: label)
      if i.isNegative { attr("negative") }
      quoted("value", i.text.filter { $0 != "_" })
      literalInitializers(e)
      close()
    case let f as FloatLiteralExpr:
      exprHeader("float_literal_expr", e, label: label)
      if f.isNegative { attr("negative") }
      quoted("value", f.text.filter { $0 != "_" })
      literalInitializers(e)
      close()
    case let b as BooleanLiteralExpr:
      exprHeader("boolean_literal_expr", e, label: label)
      attr("value=\(b.value)")
      literalInitializers(e)
      close()
    case is NilLiteralExpr:
      exprHeader("nil_literal_expr", e, label: label)
      attr("initializer=\"**NULL**\"")
      close()
    case let s as StringLiteralExpr:
      exprHeader("string_literal_expr", e, label: label)
      attr("encoding=utf8")
      quoted("value", s.value)
      literalInitializers(e)
      close()
    case let s as InterpolatedStringLiteralExpr:
      printInterpolation(s, label: label)
    case let a as ArrayExpr:
      exprHeader("array_expr", e, label: label)
      collectionInitializer(e)
      for x in a.elements { print(x, label: nil) }
      close()
    case let d as DictionaryExpr:
      exprHeader("dictionary_expr", e, label: label)
      collectionInitializer(e)
      for pair in d.pairs {
        // Each pair is an implicit `(key, value)` tuple.
        open("tuple_expr")
        attr("implicit")
        if showSemantics, case .dictionary(let k, let v)? = d.type {
          quoted("type", SwiftType.tuple([k, v]).description)
          if let file = sourceManager.file(pair.key.range.start) {
            let (l, c) = file.lineAndColumn(Int(pair.key.range.start.offset))
            out += " location=\(file.name):\(l):\(c)"
          }
          range(SourceRange(start: pair.key.range.start, end: pair.value.range.end))
        } else {
          quoted("type", "<null>")
        }
        print(pair.key, label: nil)
        print(pair.value, label: nil)
        close()
      }
      close()
    case let p as ParenExpr:
      wrapper("paren_expr", e, p.subExpr, label: label)
    case let t as TupleExpr:
      exprHeader("tuple_expr", e, label: label)
      if !t.elements.isEmpty {
        out += " \"" + t.labels.map { $0 ?? "''" }.joined(separator: ",") + "\""
      }
      for x in t.elements { print(x, label: nil) }
      close()
    case let r as UnresolvedDeclRefExpr where !showSemantics && r.name.hasPrefix("$") && !closureStarts.isEmpty:
      // `$0`: swiftc's parser already binds it to the closure's implicit parameter.
      exprHeader("declref_expr", e, label: label)
      let closure = closureStarts[closureStarts.count - 1]
      let where_ = sourceManager.describe(closure)
      quoted("decl", (contextPath + ["\(r.name)@\(where_)"]).joined(separator: "."))
      attr("function_ref=unapplied")
      close()
    case let r as UnresolvedDeclRefExpr:
      // `Array<Int>` in an expression: swiftc's `unresolved_specialize_expr` around the name.
      let specialized = !r.genericArgs.isEmpty
      if specialized { exprHeader("unresolved_specialize_expr", e, label: label) }
      exprHeader("unresolved_decl_ref_expr", e, label: specialized ? nil : label)
      quoted("name", r.name)
      attr("function_ref=unapplied")
      close()
      if specialized {
        for a in r.genericArgs { print(a, label: nil) }
        close()
      }
    case let r as DeclRefExpr:
      exprHeader("declref_expr", e, label: label)
      if let f = r.decl as? AbstractFunctionDecl, let arguments = specializedCallees[ObjectIdentifier(r)] {
        let outer = outerSpecializations[ObjectIdentifier(r)]
        quoted("decl", specializedName(f, arguments, outer: outer?.parameters ?? [], outerArguments: outer?.arguments ?? []))
      } else if showSemantics, let f = r.decl as? FuncDecl, !r.substitutions.isEmpty {
        // A generic function as a value: its specialization for the context's type.
        quoted("decl", specializedName(f, r.substitutions))
      } else {
        quoted("decl", qualifiedName(r.decl))
      }
      attr(callees.contains(ObjectIdentifier(r)) ? "function_ref=single apply" : "function_ref=unapplied")
      close()
    case let t as TypeExpr where t.isDotSelf:
      // `Int.self`: swiftc's `dot_self_expr` around the type.
      exprHeader("dot_self_expr", e, label: label)
      print(TypeExpr(instanceType: t.instanceType, typeRepr: t.typeRepr, range: t.dotSelfTypeRange ?? t.range), label: nil)
      close()
    case let t as TypeExpr:
      exprHeader("type_expr", e, label: label)
      quoted("typerepr", t.typeRepr.map(\.spelling) ?? t.instanceType.description)
      close()
    case let d as UnresolvedDotExpr where d.name == "self" && d.argumentLabels == nil:
      // `x.self`: swiftc's parser makes it a node of its own.
      exprHeader("dot_self_expr", e, label: label)
      print(d.base, label: nil)
      close()
    case let d as UnresolvedDotExpr:
      exprHeader("unresolved_dot_expr", e, label: label)
      if let labels = d.argumentLabels {
        quoted("field", d.name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")")
        attr("function_ref=unapplied")
        attr("(compound)")
      } else {
        quoted("field", d.name)
        attr("function_ref=unapplied")
      }
      print(d.base, label: nil)
      close()
    case let m as UnresolvedMemberExpr:
      exprHeader("unresolved_member_expr", e, label: label)
      quoted("name", m.name)
      attr("function_ref=unapplied")
      close()
    case let m as MemberRefExpr:
      exprHeader("member_ref_expr", e, label: label)
      quoted("decl", qualifiedName(m.decl))
      if isDirectToStorage(m) { attr("direct_to_storage") }
      if lvalues.contains(ObjectIdentifier(m)), !(m.base.type?.isClass ?? true) { lvalues.insert(ObjectIdentifier(m.base)) }
      print(m.base, label: nil)
      close()
    case is SuperRefExpr:
      exprHeader("super_ref_expr", e, label: label)
      close()
    case let c as CallExpr where c.fn is OtherConstructorDeclRefExpr && showSemantics:
      // `self.init(...)` / `super.init(...)`, in swiftc's shape: the other initializer
      // applied to `self`, then to the arguments, rebinding `self`. Each node is at the
      // `init` (`o`'s range is `super.init`); an implicit call (an inherited initializer's
      // body, the `super.init()` Sema adds) has no place, as swiftc's.
      let o = c.fn as! OtherConstructorDeclRefExpr
      let implicit = c.isImplicit || !c.range.isValid || !o.range.isValid
      let file = implicit ? nil : sourceManager.file(c.range.start)
      let initLoc = file.map { $0.loc(Int(lastTokenStart(o.range, in: $0))) } ?? o.range.start
      let callEnd = file.map { $0.loc(Int(lastTokenStart(c.range, in: $0))) } ?? c.range.start
      func place(_ start: SourceLoc, _ end: SourceLoc) {
        if !implicit { placeAttributes(at: initLoc, from: start, to: end) }
      }
      open("rebind_self_in_constructor_expr", label: label)
      attr("implicit")
      quoted("type", "()")
      place(c.range.start, callEnd)
      let initType = o.decl.interfaceType
      var result = "<null>"
      if case .function(let ft)? = initType { result = ft.result.description }
      open("call_expr")
      if implicit { attr("implicit") }
      quoted("type", result)
      place(c.range.start, callEnd)
      applyAttributes()
      open("dot_syntax_call_expr")
      if implicit { attr("implicit") }
      quoted("type", initType?.description ?? "<null>")
      place(o.range.start, initLoc)
      applyAttributes()
      open("other_constructor_ref_expr")
      if implicit { attr("implicit") }
      quoted("type", "(\(o.base.type?.description ?? "<null>")) -> \(initType?.description ?? "<null>")")
      place(initLoc, initLoc)
      quoted("decl", qualifiedName(o.decl))
      close()
      printArguments([Argument(label: nil, labelLoc: nil, expr: o.base)], implicit: true)
      close()
      printArguments(c.arguments, implicit: implicit)
      close()
      close()
    case let c as CallExpr:
      exprHeader("call_expr", e, label: label)
      applyAttributes(throwing: c.isThrowing)
      if c.fn is DeclRefExpr { callees.insert(ObjectIdentifier(c.fn)) }
      if showSemantics, let ref = c.fn as? DeclRefExpr, let f = ref.decl as? FuncDecl, var t = ref.type {
        if !f.genericParameters.isEmpty, c.substitutions.count == f.genericParameters.count {
          specializedCallees[ObjectIdentifier(ref)] = c.substitutions
          let map = Dictionary(uniqueKeysWithValues: zip(f.genericParameters.map(ObjectIdentifier.init), c.substitutions))
          t = t.substituting(map)
        }
        // (`print`'s `(Any..., String, String) -> ()`: a variadic parameter as swiftc spells it.)
        curriedTypes[ObjectIdentifier(ref)] = ImplicitMembers.spelledType(of: f, t)
      }
      if showSemantics, let dot = c.fn as? DotSyntaxCallExpr, let f = dot.fn.decl as? FuncDecl,
        !f.genericParameters.isEmpty, c.substitutions.count == f.genericParameters.count, var base = dot.base.type
      {
        // A generic method: its substitution map, the type's parameters first (`Self` of
        // a protocol extension, `Element` of `extension Array`), then its own.
        if case .metatype(let instance) = base { base = instance }
        let map = noteSpecializedReference(dot.fn, f, c.substitutions, on: base)
        if let t = dot.fn.type { specializedMethodTypes[ObjectIdentifier(dot.fn)] = t.substituting(map) }
      }
      if showSemantics, let ctor = c.fn as? ConstructorRefCallExpr, case let ref = ctor.fn,
        let k = ref.decl as? ConstructorDecl, case .metatype(let made)? = ctor.base.type
      {
        if !k.genericParameters.isEmpty, c.substitutions.count == k.genericParameters.count, let t = ref.type {
          // A generic initializer (`init<S: Sequence>(_ s: S)`): its type for the
          // arguments the call infers, and its name with the substitution map (a generic
          // type's arguments those of the value it makes, as the context sees it).
          var value = made
          if k.protocolExtension == nil, case .function(let f)? = ctor.type {
            value = if case .optional(let w) = f.result, k.isFailable { w } else { f.result }
          }
          let specialized = t.substituting(noteSpecializedReference(ref, k, c.substitutions, on: value))
          curriedTypes[ObjectIdentifier(ctor)] = specialized.description
          curriedTypes[ObjectIdentifier(ref)] = "(\(SwiftType.metatype(made))) -> \(specialized)"
        } else if k.genericParameters.isEmpty, !genericContext(of: k, on: made).parameters.isEmpty {
          // One of a generic type (`Array(repeating:count:)`) or of a protocol extension
          // (its `Self` is the type it makes).
          _ = noteSpecializedReference(ref, k, [], on: made)
        }
      }
      print(c.fn, label: nil)
      printArguments(c.arguments)
      close()
    case let s as SubscriptExpr:
      exprHeader("subscript_expr", e, label: label)
      if showSemantics, let d = s.decl { quoted("decl", qualifiedName(d)) }
      print(s.base, label: nil)
      printArguments(s.arguments)
      close()
    case let d as DotSyntaxCallExpr:
      exprHeader("dot_syntax_call_expr", e, label: label)
      applyAttributes()
      callees.insert(ObjectIdentifier(d.fn))
      if showSemantics, let f = d.fn.decl as? FuncDecl, f.protocolExtension != nil, f.genericParameters.isEmpty,
        specializedCallees[ObjectIdentifier(d.fn)] == nil, var made = d.base.type
      {
        // A protocol extension's method: its `Self` is the base's type (`Note().hi()`).
        if case .metatype(let instance) = made { made = instance }
        _ = noteSpecializedReference(d.fn, f, [], on: made)
      }
      if let fnType = specializedMethodTypes[ObjectIdentifier(d.fn)] ?? d.fn.type, let baseType = d.base.type {
        let inout_ = (d.fn.decl as? AbstractFunctionDecl).map(ImplicitMembers.isMutating) ?? false
        curriedTypes[ObjectIdentifier(d.fn)] = "(\(inout_ && !baseType.isClass ? "inout " : "")\(baseType)) -> \(fnType)"
      }
      print(d.fn, label: nil)
      printArguments([Argument(label: nil, labelLoc: nil, expr: d.base)], implicit: true)
      close()
    case let c as ConstructorRefCallExpr:
      exprHeader("constructor_ref_call_expr", e, label: label)
      applyAttributes()
      callees.insert(ObjectIdentifier(c.fn))
      if curriedTypes[ObjectIdentifier(c.fn)] == nil, let fnType = c.fn.type, let baseType = c.base.type {
        curriedTypes[ObjectIdentifier(c.fn)] = "(\(baseType)) -> \(fnType)"
      }
      print(c.fn, label: nil)
      printArguments([Argument(label: nil, labelLoc: nil, expr: c.base)], implicit: true)
      close()
    case let o as OtherConstructorDeclRefExpr:
      exprHeader("other_constructor_ref_expr", e, label: label)
      quoted("decl", qualifiedName(o.decl))
      print(o.base, label: nil)
      close()
    case let d as DefaultArgumentExpr:
      exprHeader("default_argument_expr", e, label: label)
      if showSemantics, let owner = d.parameter.parent as? AbstractFunctionDecl,
        let index = owner.parameters.parameters.firstIndex(where: { $0 === d.parameter })
      {
        quoted("default_args_owner", qualifiedName(owner))
        attr("param=\(index)")
      } else {
        quoted("param", d.parameter.name)
      }
      close()
    case let s as SequenceExpr:
      exprHeader("sequence_expr", e, label: label)
      for x in s.elements { print(x, label: nil) }
      close()
    case let b as BinaryExpr:
      exprHeader("binary_expr", e, label: label)
      applyAttributes()
      printOperator(b.op, prefix: false)
      if showSemantics, case .function(let ft)? = b.op.type, ft.parameters.first?.isInOut == true,
        !(b.lhs is InOutExpr), let lhsType = b.lhs.type
      {
        // A compound assignment (`x += 1`) passes its destination `inout`, as `&x`.
        open("argument_list")
        attr("implicit")
        open("argument")
        attr("inout")
        open("inout_expr")
        attr("implicit")
        quoted("type", "inout \(lhsType)")
        exprLocation(b.lhs)
        lvalues.insert(ObjectIdentifier(b.lhs))
        print(b.lhs, label: nil)
        close()
        close()
        open("argument")
        print(b.rhs, label: nil)
        close()
        close()
      } else {
        printArguments(
          [Argument(label: nil, labelLoc: nil, expr: b.lhs), Argument(label: nil, labelLoc: nil, expr: b.rhs)],
          implicit: true)
      }
      close()
    case let p as PrefixUnaryExpr:
      exprHeader("prefix_unary_expr", e, label: label)
      applyAttributes()
      printOperator(p.op, prefix: true)
      printArguments([Argument(label: nil, labelLoc: nil, expr: p.operand)], implicit: true)
      close()
    case let p as PostfixUnaryExpr:
      exprHeader("postfix_unary_expr", e, label: label)
      applyAttributes()
      print(p.op, label: nil)
      printArguments([Argument(label: nil, labelLoc: nil, expr: p.operand)], implicit: true)
      close()
    case let a as AssignExpr:
      exprHeader("assign_expr", e, label: label)
      if let d = a.dest { lvalues.insert(ObjectIdentifier(d)) }
      if let d = a.dest { print(d, label: nil) } else { nullExpr() }
      if let s = a.source { print(s, label: nil) } else { nullExpr() }
      close()
    case let t as TernaryExpr:
      exprHeader("ternary_expr", e, label: label)
      if let c = t.condition { print(c, label: nil) } else { nullExpr() }
      print(t.thenExpr, label: nil)
      if let x = t.elseExpr { print(x, label: nil) } else { nullExpr() }
      close()
    case let i as InOutExpr:
      if let t = i.type, !t.isError { curriedTypes[ObjectIdentifier(i)] = "inout \(t)" }
      exprHeader("inout_expr", e, label: label)
      lvalues.insert(ObjectIdentifier(i.subExpr))
      print(i.subExpr, label: nil)
      close()
    case let f as ForceValueExpr:
      wrapper("force_value_expr", e, f.subExpr, label: label)
    case let b as BindOptionalExpr:
      exprHeader("bind_optional_expr", e, label: label)
      attr("depth=0")
      print(b.subExpr, label: nil)
      close()
    case let o as OptionalEvaluationExpr:
      // swiftc adds this node after parsing: `-dump-parse` does not show it.
      guard showSemantics else {
        print(o.subExpr, label: label)
        return
      }
      exprHeader("optional_evaluation_expr", e, label: label)
      print(o.subExpr, label: nil)
      close()
    case let c as ClosureExpr:
      printClosure(c, label: label)
    case is DiscardAssignmentExpr:
      exprHeader("discard_assignment_expr", e, label: label)
      close()
    case let x as CollectionUpcastExpr:
      // The collection, then how each key (a dictionary's) and element is converted.
      exprHeader("collection_upcast_expr", e, label: label)
      print(x.subExpr, label: nil)
      if let key = x.key { print(key, label: "key_conversion") }
      print(x.valueConversion, label: "value_conversion")
      close()
    case is OpaqueValueExpr:
      exprHeader("opaque_value_expr", e, label: label)
      close()
    case let x as ErasureExpr:
      exprHeader("erasure_expr", e, label: label)
      if let c = x.conformance { printConformance(c) }
      if x.type == .any || x.type == .anyObject { printMarkerConformances(x.subExpr.type) }
      print(x.subExpr, label: nil)
      close()
    case let x as InjectIntoOptionalExpr:
      wrapper("inject_into_optional", e, x.subExpr, label: label)
    case let x as DerivedToBaseExpr:
      wrapper("derived_to_base_expr", e, x.subExpr, label: label)
    case let x as FunctionConversionExpr:
      wrapper("function_conversion_expr", e, x.subExpr, label: label)
    case let t as TupleElementExpr:
      exprHeader("tuple_element_expr", e, label: label)
      attr("field #=\(t.index)")
      print(t.base, label: nil)
      close()
    case let x as TupleConversionExpr:
      wrapper("destructure_tuple_expr", e, x.subExpr, label: label)
    case let v as VarargExpansionExpr:
      // swiftc spells the packed array as the parameter's type, `Int...`.
      if case .array(let element)? = v.type {
        curriedTypes[ObjectIdentifier(v)] = "\(element)..."
        curriedTypes[ObjectIdentifier(v.subExpr)] = "\(element)..."
      }
      exprHeader("vararg_expansion_expr", e, label: label)
      print(v.subExpr, label: nil)
      close()
    case let t as TryExpr:
      let name: String
      switch t.kind {
      case .plain: name = "try_expr"
      case .optional: name = "optional_try_expr"
      case .forced: name = "force_try_expr"
      }
      exprHeader(name, e, label: label)
      if t.kind != .plain {
        // What the sub-expression can throw: an error, or nothing.
        quoted("thrown_error", containsThrowingCall(t.subExpr) ? "any Error" : "Never")
      }
      if t.kind == .optional, let sub = t.subExpr.type, case .optional = t.type, !isOptional(sub) {
        // `try? e` of a non-optional `e` makes its value an optional.
        open("inject_into_optional")
        attr("implicit")
        quoted("type", t.type?.description ?? "<null>")
        exprLocation(t.subExpr)
        print(t.subExpr, label: nil)
        close()
      } else {
        print(t.subExpr, label: nil)
      }
      close()
    case let a as AwaitExpr:
      exprHeader("await_expr", e, label: label)
      print(a.subExpr, label: nil)
      close()
    case let d as DynamicTypeExpr:
      wrapper("metatype_expr", e, d.base, label: label)
    case let c as CastExpr:
      switch c.kind {
      case .isSubtype: exprHeader("is_subtype_expr", e, label: label)
      case .conditional: exprHeader("conditional_checked_cast_expr", e, label: label)
      case .forced: exprHeader("forced_checked_cast_expr", e, label: label)
      case .coerce: exprHeader("coerce_expr", e, label: label)
      }
      if let t = c.castType {
        if c.kind != .coerce { attr("value_cast") }
        quoted("written_type", t.description)
      } else {
        attr("unresolved")
        quoted("written_type", "<null>")
      }
      if let s = c.subExpr { print(s, label: nil) } else { nullExpr() }
      close()
    case let k as KeyPathExpr:
      printKeyPath(k, label: label)
    case is KeyPathDotExpr:
      open("key_path_dot_expr", label: label)
      attr("implicit")
      quoted("type", "<null>")
      close()
    case let k as KeyPathApplicationExpr:
      exprHeader("keypath_application_expr", e, label: label)
      if lvalues.contains(ObjectIdentifier(k)), !(k.base.type?.isClass ?? true) { lvalues.insert(ObjectIdentifier(k.base)) }
      print(k.base, label: nil)
      print(k.keyPath, label: nil)
      close()
    default:
      exprHeader("unknown_expr", e, label: label)
      close()
    }
  }

  /// What a value boxed in an `Any` conforms to in swiftc's dump: the marker protocols.
  /// (Of a generic parameter's or a protocol value's, the conformance is abstract: the
  /// type inside is not known.)
  private mutating func printMarkerConformances(_ type: SwiftType?) {
    let isAbstract: Bool
    switch type {
    case .genericParameter?, .existential?, .dependentMember?, .opaque?: isAbstract = true
    default: isAbstract = false
    }
    for marker in ["Copyable", "Escapable"] {
      open(isAbstract ? "abstract_conformance" : "builtin_conformance")
      quoted("type", type?.description ?? "<null>")
      quoted("protocol", marker)
      if !isAbstract { attr("synthesized nonisolated") }
      close()
    }
  }

  /// A member read or written in its own type's initializer or deinitializer through
  /// `self`: swiftc accesses the storage directly, not through the accessors.
  func isDirectToStorage(_ m: MemberRefExpr) -> Bool {
    guard let f = functions.last, f is ConstructorDecl || f is DestructorDecl,
      let base = m.base as? DeclRefExpr, base.decl === f.selfDecl, m.decl.kind == .stored,
      let owner = ImplicitMembers.owningType(of: m.decl), owner === ImplicitMembers.owningType(of: f)
    else { return false }
    return true
  }

  /// The conformance an erasure uses, with its witnesses; every type in the subset is
  /// `Copyable` and `Escapable`, which a protocol that inherits no other requires.
  mutating func printConformance(_ c: ProtocolConformance) {
    open("normal_conformance")
    quoted("type", c.type.name)
    quoted("protocol", c.proto.name)
    attr("explicit nonisolated")
    for (requirement, witness) in c.witnesses {
      open("value")
      quoted("req", requirement.qualifiedNameComponent)
      quoted("witness", qualifiedName(witness))
      close()
    }
    if c.proto.inherited.isEmpty {
      for marker in ["Copyable", "Escapable"] {
        open("assoc_conformance")
        quoted("type", "Self")
        quoted("proto", marker)
        open("builtin_conformance")
        quoted("type", c.type.name)
        quoted("protocol", marker)
        attr("synthesized nonisolated")
        close()
        close()
      }
    }
    close()
  }

  mutating func printClosure(_ c: ClosureExpr, label: String?) {
    if c.isAutoclosure, c.body.elements.count == 1, case .stmt(let s as ReturnStmt) = c.body.elements[0],
       let value = s.result {
      exprHeader("autoclosure_expr", c, label: label)
      attr("discriminator=0")
      open("parameter_list")
      close()
      print(value, label: nil)
      close()
      return
    }
    exprHeader("closure_expr", c, label: label)
    if showSemantics, let info = closureInfo {
      // swiftc's numbering, isolation, captures and escaping (ClosureDumpInfo.swift).
      attr("discriminator=\(info.discriminators[ObjectIdentifier(c)] ?? 65535)")
      attr("nonisolated")
      if let captures = closureInfo?.captures(of: c), !captures.isEmpty {
        attr(capturesText(captures, nonEscaping: c.isNonEscaping))
      }
      if !c.isNonEscaping { attr("escaping") }
    } else {
      attr("discriminator=65535")
    }
    if c.body.elements.count == 1 {
      switch c.body.elements[0] {
      case .expr: attr("single_expression")
      case .stmt(let s) where s is ReturnStmt: attr("single_expression")
      default: break
      }
    }
    if let params = c.parameters {
      printParameterList(params, label: nil)
    } else {
      open("parameter_list")
      range(SourceRange(c.range.start))
      close()
    }
    if let result = c.resultTypeRepr, showSemantics { print(result, label: "result") }
    contextPath.append("explicit closure discriminator=65535")
    closureStarts.append(c.range.start)
    printStmt(c.body, label: nil)
    closureStarts.removeLast()
    contextPath.removeLast()
    close()
  }

  /// swiftc's desugared form: a `tap_expr` whose body appends each literal segment and
  /// each interpolation to `$interpolation`; a literal (maybe empty) comes first, last and
  /// between every two interpolations.
  mutating func printInterpolation(_ s: InterpolatedStringLiteralExpr, label: String?) {
    if showSemantics {
      printTypedInterpolation(s, label: label)
      return
    }
    let pieces = interpolationPieces(s)
    exprHeader("interpolated_string_literal_expr", s, label: label)
    attr(interpolationCounts(pieces))
    attr("builder_init=\"**NULL**\" result_init=\"**NULL**\"")
    let varName = (contextPath + ["$interpolation"]).joined(separator: ".")
    // With semantics, the desugared nodes get the types swiftc gives them.
    let semantics = showSemantics
    let sem = { (type: String) -> String in semantics ? type : "<null>" }
    open("tap_expr")
    attr("implicit")
    quoted("type", sem("DefaultStringInterpolation"))
    quoted("var", varName)
    nullExpr()
    open("brace_stmt")
    attr("implicit")
    if let (file, start, end) = interpolationBodyRange(s) {
      let (l1, c1) = file.lineAndColumn(start)
      let (l2, c2) = file.lineAndColumn(end)
      out += " range=[\(file.name):\(l1):\(c1) - line:\(l2):\(c2)]"
    }
    open("var_decl")
    attr("implicit")
    out += " \"$interpolation\""
    if showSemantics { quoted("interface_type", "DefaultStringInterpolation") }
    close()
    for p in pieces {
      open("call_expr")
      if case .literal = p { attr("implicit") }
      quoted("type", sem("()"))
      quoted("isolation_crossing", "none")
      open("unresolved_dot_expr")
      attr("implicit")
      if showSemantics, case .interpolation(let x) = p {
        quoted("type", "(\(x.type?.description ?? "<null>")) -> ()")
      } else {
        quoted("type", sem("(String) -> ()"))
      }
      switch p {
      case .literal: quoted("field", "appendLiteral(_:)")
      case .interpolation: quoted("field", "appendInterpolation")
      }
      attr("function_ref=unapplied")
      open("declref_expr")
      attr("implicit")
      quoted("type", sem("@lvalue DefaultStringInterpolation"))
      quoted("decl", varName)
      attr("function_ref=unapplied")
      close()
      close()
      open("argument_list")
      switch p {
      case .literal(let text):
        attr("implicit")
        open("argument")
        open("string_literal_expr")
        quoted("type", sem("String"))
        attr("encoding=utf8")
        quoted("value", text)
        literalInitializers()
        close()
        close()
      case .interpolation(let x):
        open("argument")
        print(x, label: nil)
        close()
      }
      close()
      close()
    }
    close()
    close()
    close()
  }

  /// swiftc's `literal_capacity=N interpolation_count=M` of an interpolated string.
  func interpolationCounts(_ pieces: [InterpolatedStringLiteralExpr.Segment]) -> String {
    var capacity = 0
    var count = 0
    for p in pieces {
      switch p {
      case .literal(let t): capacity += t.utf8.count
      case .interpolation: count += 1
      }
    }
    return "literal_capacity=\(capacity) interpolation_count=\(count)"
  }

  /// The literal segments and interpolations of a string, a literal (maybe empty) first,
  /// last and between every two interpolations, as swiftc desugars it.
  func interpolationPieces(_ s: InterpolatedStringLiteralExpr) -> [InterpolatedStringLiteralExpr.Segment] {
    var pieces: [InterpolatedStringLiteralExpr.Segment] = []
    var pendingText: String? = nil
    for seg in s.segments {
      switch seg {
      case .literal(let text):
        pendingText = (pendingText ?? "") + text
      case .interpolation:
        pieces.append(.literal(pendingText ?? ""))
        pendingText = nil
        pieces.append(seg)
      }
    }
    pieces.append(.literal(pendingText ?? ""))
    return pieces
  }

  /// ` location=... range=[...]` from offsets in `file`.
  mutating func place(_ file: SourceFile, _ loc: Int, _ start: Int, _ end: Int) {
    let (l, c) = file.lineAndColumn(loc)
    let (l1, c1) = file.lineAndColumn(start)
    let (l2, c2) = file.lineAndColumn(end)
    out += " location=\(file.name):\(l):\(c) range=[\(file.name):\(l1):\(c1) - line:\(l2):\(c2)]"
  }

  /// The `appendInterpolation` overload swiftc picks for a value of type `t`, with its
  /// substitution: the `TextOutputStreamable & CustomStringConvertible` one for a
  /// string, the `CustomStringConvertible` one for the other standard types, the
  /// unconstrained one otherwise.
  static func appendInterpolationOverload(for t: SwiftType) -> String {
    let signature: String
    switch t {
    case .string: signature = "<T where T : CustomStringConvertible, T : TextOutputStreamable>"
    case .int, .double, .bool, .array: signature = "<T where T : CustomStringConvertible>"
    default: signature = "<T>"
    }
    return "Swift.(file).DefaultStringInterpolation.appendInterpolation [with (substitution_map generic_signature=\(signature) T -> \(t))]"
  }

  /// An interpolated string after Sema, in swiftc's desugared form: a `tap_expr` whose
  /// body calls `appendLiteral` / `appendInterpolation` on `$interpolation` (a
  /// `dot_syntax_call_expr` on the `inout` variable) for every piece, at the places
  /// swiftc gives them.
  mutating func printTypedInterpolation(_ s: InterpolatedStringLiteralExpr, label: String?) {
    let pieces = interpolationPieces(s)
    exprHeader("interpolated_string_literal_expr", s, label: label)
    attr(interpolationCounts(pieces))
    quoted("builder_init", "Swift.(file).DefaultStringInterpolation.init(literalCapacity:interpolationCount:)")
    quoted("result_init", "Swift.(file).String extension.init(stringInterpolation:)")
    guard let (file, bodyStart, bodyEnd) = interpolationBodyRange(s) else {
      close()
      return
    }
    let quote = Int(s.range.start.offset)
    let varName = (contextPath + ["$interpolation"]).joined(separator: ".")
    let builder = "DefaultStringInterpolation"
    open("tap_expr")
    attr("implicit")
    quoted("type", builder)
    place(file, quote, quote, bodyEnd)
    quoted("var", varName)
    open("opaque_value_expr")
    attr("implicit")
    quoted("type", builder)
    place(file, quote, quote, quote)
    close()
    open("brace_stmt")
    attr("implicit")
    let (l1, c1) = file.lineAndColumn(bodyStart)
    let (l2, c2) = file.lineAndColumn(bodyEnd)
    out += " range=[\(file.name):\(l1):\(c1) - line:\(l2):\(c2)]"
    open("var_decl")
    attr("implicit")
    out += " \"$interpolation\""
    quoted("interface_type", builder)
    attr("access=\(functions.isEmpty ? "fileprivate" : "private") readImpl=stored writeImpl=stored readWriteImpl=stored")
    open("has_storage_attr")
    attr("implicit")
    close()
    close()
    // Where the next literal piece starts: just after the opening quote, then just after
    // each interpolation's `)`.
    var next = bodyStart
    for (i, p) in pieces.enumerated() {
      // The call's place, its end, the place of the callee and of the argument.
      let (at, end, callee): (Int, Int, Int)
      var closeParen = next
      switch p {
      case .literal:
        (at, end, callee) = i == 0 ? (next, quote, quote) : (next, next, next)
      case .interpolation(let x):
        var open = Int(x.range.start.offset)
        while open > quote && file.bytes[open] != UInt8(ascii: "(") { open -= 1 }
        closeParen = Int(x.range.end.offset)
        while closeParen < Int(s.range.end.offset) && file.bytes[closeParen] != UInt8(ascii: ")") { closeParen += 1 }
        (at, end, callee) = (open, closeParen, open)
      }
      let argumentType: String
      let method: String
      switch p {
      case .literal:
        argumentType = "String"
        method = "Swift.(file).DefaultStringInterpolation.appendLiteral"
      case .interpolation(let x):
        argumentType = x.type?.description ?? "<null>"
        method = x.type.map(ASTPrinter.appendInterpolationOverload) ?? "<null>"
      }
      open("call_expr")
      if case .literal = p { attr("implicit") }
      quoted("type", "()")
      place(file, at, at, end)
      applyAttributes()
      open("dot_syntax_call_expr")
      attr("implicit")
      quoted("type", "(\(argumentType)) -> ()")
      if case .literal = p { place(file, at, at, end) } else { place(file, at, at, at) }
      applyAttributes()
      open("declref_expr")
      attr("implicit")
      quoted("type", "(inout \(builder)) -> (\(argumentType)) -> ()")
      place(file, callee, callee, callee)
      quoted("decl", method)
      attr("function_ref=single apply")
      close()
      open("argument_list")
      attr("implicit")
      open("argument")
      attr("inout")
      open("inout_expr")
      attr("implicit")
      quoted("type", "inout \(builder)")
      place(file, at, at, at)
      open("declref_expr")
      attr("implicit")
      quoted("type", "@lvalue \(builder)")
      place(file, at, at, at)
      quoted("decl", varName)
      attr("function_ref=unapplied")
      close()
      close()
      close()
      close()
      close()
      open("argument_list")
      switch p {
      case .literal(let text):
        attr("implicit")
        open("argument")
        open("string_literal_expr")
        quoted("type", "String")
        place(file, callee, callee, callee)
        attr("encoding=utf8")
        quoted("value", text)
        quoted("builtin_initializer", "Swift.(file).String extension.init(_builtinStringLiteral:utf8CodeUnitCount:isASCII:)")
        attr("initializer=\"**NULL**\"")
        close()
        close()
      case .interpolation(let x):
        open("argument")
        print(x, label: nil)
        close()
        next = closeParen + 1
      }
      close()
      close()
    }
    close()
    close()
    close()
  }

  /// swiftc's range of the interpolation body: from just after the opening quote to the
  /// start of the last literal segment (just after the last `)`).
  func interpolationBodyRange(_ s: InterpolatedStringLiteralExpr) -> (SourceFile, Int, Int)? {
    guard let file = sourceManager.file(s.range.start) else { return nil }
    var start = Int(s.range.start.offset)
    let bytes = file.bytes
    // Skip the opening delimiter: `"` or `"""`.
    if start + 2 < file.count && bytes[start] == UInt8(ascii: "\"") && bytes[start + 1] == UInt8(ascii: "\"")
      && bytes[start + 2] == UInt8(ascii: "\"")
    {
      start += 3
    } else {
      start += 1
    }
    var end = start
    for case .interpolation(let e) in s.segments.reversed() {
      end = Int(e.range.end.offset)
      while end < Int(s.range.end.offset) && bytes[end] != UInt8(ascii: ")") { end += 1 }
      end += 1
      break
    }
    return (file, start, max(start, end))
  }
}
