import Basic

/// Prints a module's public face as Swift source: the `X.swiftmodule` file that
/// `-emit-module` writes and that `import X` reads back through the parser.
///
/// It plays the role of swiftc's `.swiftinterface`: declarations without bodies, types
/// fully qualified (`Swift.Int`, `Employee.Address`), default argument values kept, and
/// every stored property kept in declaration order — also non-public ones, marked by
/// their access level — because an importer lays out structs and classes from them.
/// Importers see only `public` and `open` declarations.
///
///     // swift-interface-format-version: 1.0
///     // swift-module-flags: -module-name Employee
///     import Foundation
///     public protocol Address {
///       var houseNo: Swift.Int { get }
///     }
public struct ModuleInterfacePrinter {
  public init() {}

  /// A raw value literal as source (`3`, `-1`, `0.5`, `"red"`).
  private func rawValueText(_ e: Expr) -> String? {
    switch e {
    case let i as IntegerLiteralExpr: return (i.isNegative ? "-" : "") + i.text
    case let f as FloatLiteralExpr: return (f.isNegative ? "-" : "") + f.text
    case let s as StringLiteralExpr:
      var text = "\""
      for c in s.value.unicodeScalars {
        switch c {
        case "\"": text += "\\\""
        case "\\": text += "\\\\"
        case "\n": text += "\\n"
        case "\t": text += "\\t"
        case "\r": text += "\\r"
        default: text.unicodeScalars.append(c)
        }
      }
      return text + "\""
    default: return nil
    }
  }

  /// A member each importer specializes (for the types a use binds), so it needs the
  /// body: a protocol extension's, generic over `Self`, or an extension of `Array`'s,
  /// generic over `Element`.
  private func isSpecializedByImporters(_ d: Decl) -> Bool {
    if d.protocolExtension != nil { return true }
    guard let n = d.enclosingNominal, n.builtinType != nil else { return false }
    return !n.genericParameters.isEmpty
  }

  /// A public generic type of a program's library (`public struct Stack<Element>`) and
  /// its extensions: each importer specializes its members for the arguments it uses, as
  /// it does a generic function, so the interface carries the whole declaration as
  /// written, every member with its body and every stored property with its initial
  /// value (importers see only the public ones).
  private func isSpecializedByImporters(type d: NominalTypeDecl) -> Bool {
    !d.genericParameters.isEmpty && d.builtinType == nil && !(d is ProtocolDecl)
  }

  /// The source text of a function's body (`{ ... }`), from the file that declares it.
  private func inlinableBody(_ f: AbstractFunctionDecl) -> String? {
    guard let body = f.body else { return nil }
    return sourceText(body.range)
  }

  /// The source text of declaration `d` as written: from its first attribute or
  /// modifier (`public`, `indirect`, `final`; its range starts at its keyword).
  private func writtenText(_ d: Decl) -> String? {
    let starts = d.attributeLocs + d.modifiers.written.map(\.range.start) + [d.range.start]
    let start = starts.filter(\.isValid).min() ?? d.range.start
    return sourceText(SourceRange(start: start, end: d.range.end))
  }

  /// The source text of `range`, from the file that holds it.
  private func sourceText(_ range: SourceRange) -> String? {
    guard range.start.isValid, range.end.isValid,
          let file = files.first(where: { $0.file.id == range.start.file }) else { return nil }
    // (A range that ends the file may end at its end: a body's `}` as the last byte,
    // with no newline after it.)
    let start = Int(range.start.offset), end = min(Int(range.end.offset), file.file.count - 1)
    guard start <= end else { return nil }
    return String(decoding: file.file.bytes[start...end], as: UTF8.self)
  }

  public func print(_ module: ModuleDecl) -> String {
    var printer = self
    printer.files = module.files
    return printer.printModule(module)
  }

  /// The files of the module being printed (for `@inlinable` bodies).
  private var files: [SourceFileNode] = []

  private func printModule(_ module: ModuleDecl) -> String {
    var out = "// swift-interface-format-version: 1.0\n"
    out += "// swift-module-flags: -module-name \(module.name)\n"
    var imports: [String] = []
    for decl in module.decls {
      if let i = decl as? ImportDecl {
        let name = i.path.joined(separator: ".")
        if !imports.contains(name) { imports.append(name) }
      }
    }
    for name in imports { out += "import \(name)\n" }
    for decl in module.decls {
      printDecl(decl, indent: "", into: &out)
    }
    return out
  }

  // MARK: - Declarations

  private func printDecl(_ decl: Decl, indent: String, into out: inout String) {
    switch decl {
    case let d as TypeAliasDecl:
      guard isExported(d) else { return }
      out += indent + "\(d.access) typealias \(d.name) = \(typeName(d.underlyingType, d.underlying))\n"
    case let o as OperatorDecl:
      // Operators have no access level: an importer sees every one.
      out += indent + "\(o.fixity.rawValue) operator \(o.name)" + (o.precedenceGroupName.map { " : \($0)" } ?? "") + "\n"
    case let g as PrecedenceGroupDecl:
      // As operators, precedence groups have no access level.
      out += indent + "precedencegroup \(g.name) {\n"
      for (relation, groups) in [("higherThan", g.higherThan), ("lowerThan", g.lowerThan)] where !groups.isEmpty {
        out += indent + "  \(relation): \(groups.map(\.name).joined(separator: ", "))\n"
      }
      out += indent + "  associativity: \(g.associativity.rawValue)\n"
      if g.isAssignment { out += indent + "  assignment: true\n" }
      out += indent + "}\n"
    case let d as ProtocolDecl:
      guard isExported(d) else { return }
      out += indent + "\(d.access) protocol \(d.name)\(inheritance(d.inherited))\(whereClause(d.whereClause)) {\n"
      for m in d.members { printRequirement(m, indent: indent + "  ", into: &out) }
      out += indent + "}\n"
    case let d as NominalTypeDecl:
      guard isExported(d) else { return }
      if isSpecializedByImporters(type: d), let text = writtenText(d) {
        out += indent + text + "\n"
        return
      }
      let keyword = d is ClassDecl ? "class" : d is EnumDecl ? "enum" : "struct"
      let final = d.modifiers.isFinal ? "final " : ""
      out += indent + "\(d.access) \(final)\(keyword) \(d.name)\(genericParameters(Array(d.ownGenericParameters)))\(inheritance(d.inherited)) {\n"
      for m in d.members { printMember(m, in: d, indent: indent + "  ", into: &out) }
      if d is ClassDecl && !d.members.contains(where: { $0 is DestructorDecl }) {
        out += indent + "  deinit\n"
      }
      out += indent + "}\n"
    case let d as ExtensionDecl:
      if let nominal = d.extendedNominal, isExported(nominal), isSpecializedByImporters(type: nominal),
        let text = writtenText(d)
      {
        out += indent + text + "\n"
        return
      }
      let members = d.members.filter(isExportedMember)
      // An extension of a built-in type extends Sema's stand-in (implicit, public).
      guard let nominal = d.extendedNominal, isExported(nominal) || nominal.builtinType != nil,
            !members.isEmpty || !d.inherited.isEmpty else { return }
      out += indent + "extension \(qualifiedName(nominal))\(inheritance(d.inherited))\(whereClause(d.whereClause)) {\n"
      for m in members { printMember(m, in: nil, indent: indent + "  ", into: &out) }
      out += indent + "}\n"
    case let d as FuncDecl:
      guard isExported(d) else { return }
      if !d.genericParameters.isEmpty || isSpecializedByImporters(d), let body = inlinableBody(d) {
        // A generic function (and a protocol extension's, generic over `Self`) is
        // specialized by each importer, which needs its body: printed as swiftc prints
        // an `@inlinable` function's.
        out += indent + "@inlinable " + function(d) + " " + body + "\n"
      } else {
        out += indent + function(d) + "\n"
      }
    case let d as VarDecl:
      guard isExported(d) else { return }
      if isSpecializedByImporters(d), d.kind == .computed, d.setter == nil, let getter = d.getter,
        let body = inlinableBody(getter)
      {
        // A computed property of `extension Array`: its getter's body, as for a method.
        out += indent + "@inlinable " + variable(d, inType: false).dropLast(2) + " " + body + " }\n"
        return
      }
      out += indent + variable(d, inType: false) + "\n"
    default:
      break  // imports (printed first), top-level code, pattern bindings (their vars print)
    }
  }

  private func printMember(_ decl: Decl, in type: NominalTypeDecl?, indent: String, into out: inout String) {
    switch decl {
    case let v as VarDecl where v.kind == .stored && !v.modifiers.isStatic && type != nil:
      // Every stored instance property, for layout; importers ignore non-public ones.
      out += indent + variable(v, inType: true) + "\n"
    case let d as EnumCaseDecl:
      for e in d.elements {
        // A boxed case is `indirect` in the interface too, so importers lay it out alike.
        let indirect = (type as? EnumDecl)?.isIndirect(e) == true ? "indirect " : ""
        var line = indent + indirect + "case \(e.name)"
        if let params = e.parameters {
          line += "(" + params.parameters.map { p in
            (p.argumentLabel.map { "\($0): " } ?? "") + typeName(p.interfaceType, p.typeRepr)
          }.joined(separator: ", ") + ")"
        }
        // Written raw values, so an importer numbers the cases as the library does.
        if let raw = e.rawValue.flatMap(rawValueText) { line += " = " + raw }
        out += line + "\n"
      }
    case let d as DestructorDecl:
      _ = d
      out += indent + "deinit\n"
    default:
      guard isExportedMember(decl) else { return }
      printDecl(decl, indent: indent, into: &out)
      if let c = decl as? ConstructorDecl {
        if !c.genericParameters.isEmpty || isSpecializedByImporters(c), let body = inlinableBody(c) {
          // A generic initializer (a protocol extension's, generic over `Self`) is
          // specialized by each importer, as a generic function is: with its body.
          out += indent + "@inlinable " + constructor(c) + " " + body + "\n"
        } else {
          out += indent + constructor(c) + "\n"
        }
      }
    }
  }

  private func printRequirement(_ decl: Decl, indent: String, into out: inout String) {
    switch decl {
    case let a as AssociatedTypeDecl:
      out += indent + "associatedtype \(a.name)" + (a.constraint.map { ": " + typeName($0.resolved, $0) } ?? "")
        + whereClause(a.whereClause) + "\n"
    case let s as SubscriptDecl:
      let accessors = s.setter != nil ? "{ get set }" : "{ get }"
      out += indent + subscriptSignature(s, type: typeName(s.interfaceType, s.typeRepr)) + " \(accessors)\n"
    case let v as VarDecl:
      let accessors = v.accessors.contains { $0.accessorKind == .set } ? "{ get set }" : "{ get }"
      out += indent + "\(v.modifiers.isStatic ? "static " : "")var \(v.name): \(typeName(v.interfaceType, v.typeRepr)) \(accessors)\n"
    case let f as FuncDecl:
      // (`static`, `mutating` and an operator's fixity as a requirement is written.)
      let fixity = f.modifiers.written.first { $0.name == "prefix" || $0.name == "postfix" }
      out += indent + (fixity.map { $0.name + " " } ?? "") + (f.modifiers.isStatic ? "static " : "")
        + (f.modifiers.isMutating ? "mutating " : "") + signature(f) + "\n"
    case let c as ConstructorDecl:
      out += indent + "init" + failability(c) + parameters(c.parameters) + "\n"
    default:
      break
    }
  }

  private func isExportedMember(_ decl: Decl) -> Bool {
    guard let v = decl as? ValueDecl else { return false }
    return isExported(v)
  }

  private func isExported(_ decl: ValueDecl) -> Bool {
    decl.access >= .public && !decl.isImplicit
  }

  // MARK: - Pieces

  private func variable(_ v: VarDecl, inType: Bool) -> String {
    // swiftc writes the ownership first (`weak public var`).
    var s: String
    switch v.referenceOwnership {
    case .strong: s = "\(v.access)"
    case .weak: s = "weak \(v.access)"
    case .unowned: s = "unowned \(v.access)"
    }
    if let setter = v.modifiers.setterAccess, v.access >= .public, setter < v.access { s += " \(setter)(set)" }
    if v.modifiers.isStatic { s += " static" }
    if v.modifiers.isFinal { s += " final" }
    if v.modifiers.isOverride { s += " override" }
    let type = typeName(v.interfaceType, v.typeRepr)
    if let sd = v as? SubscriptDecl {
      if let getter = sd.getter, !getter.genericParameters.isEmpty, let body = inlinableBody(getter) {
        // A generic subscript is specialized by each importer, as a generic function.
        return "@inlinable " + s + " " + subscriptSignature(sd, type: type) + " " + body
      }
      let settable = v.setter != nil && (v.modifiers.setterAccess ?? v.access) >= .public
      return s + " " + subscriptSignature(sd, type: type) + " { get\(settable ? " set" : "") }"
    }
    switch v.kind {
    case .stored:
      return s + (v.isLet ? " let " : " var ") + "\(v.name): \(type)"
    case .computed, .requirement:
      let settable = v.setter != nil && (v.modifiers.setterAccess ?? v.access) >= .public
      return s + " var \(v.name): \(type) { get\(settable ? " set" : "") }"
    }
  }

  private func function(_ f: FuncDecl) -> String {
    // An operator function's fixity first, as swiftc prints it (`prefix public func √`).
    let fixity = f.modifiers.written.first { $0.name == "prefix" || $0.name == "postfix" }
    var s = fixity.map { $0.name + " " } ?? ""
    s += "\(f.access) "
    if f.modifiers.isOverride { s += "override " }
    if f.modifiers.isFinal { s += "final " }
    if f.modifiers.isStatic { s += "static " }
    if f.modifiers.isClass { s += "class " }
    if f.modifiers.isMutating { s += "mutating " }
    return s + signature(f)
  }

  private func signature(_ f: FuncDecl) -> String {
    var s = "func \(f.name)\(genericParameters(f.genericParameters))\(parameters(f.parameters))\(effects(f))"
    if case .function(let fn)? = f.interfaceType {
      if fn.result != .void { s += " -> " + typeName(fn.result, nil) }
    } else if let r = f.resultTypeRepr {
      s += " -> " + typeName(r.resolved, r)
    }
    return s + whereClause(f.whereClause)
  }

  /// `subscript<Indices: Swift.Sequence>(indices: Indices) -> [Item] where ...` (the
  /// generic parameters and `where` clause of a generic subscript are its getter's); a
  /// parameter has a label only when one is written before its name.
  private func subscriptSignature(_ s: SubscriptDecl, type: String) -> String {
    let params = s.indices.parameters.map { p in
      (p.argumentLabel.map { "\($0) " } ?? "") + p.name + ": " + typeName(p.interfaceType, p.typeRepr)
    }
    return "subscript\(genericParameters(s.getter?.genericParameters ?? []))(\(params.joined(separator: ", "))) -> \(type)"
      + whereClause(s.getter?.whereClause ?? [])
  }

  /// ` where T : Swift.Equatable, C1.Item == C2.Item`, or nothing.
  private func whereClause(_ requirements: [GenericRequirement]) -> String {
    guard !requirements.isEmpty else { return "" }
    return " where " + requirements.map { r in
      typeName(r.subject.resolved, r.subject) + (r.kind == .conformance ? " : " : " == ")
        + typeName(r.constraint.resolved, r.constraint)
    }.joined(separator: ", ")
  }

  private func constructor(_ c: ConstructorDecl) -> String {
    var s = "\(c.access) "
    if c.modifiers.isOverride { s += "override " }
    if c.modifiers.isConvenience { s += "convenience " }
    if c.modifiers.isRequired { s += "required " }
    return s + "init" + failability(c) + genericParameters(c.genericParameters) + parameters(c.parameters) + effects(c)
      + whereClause(c.whereClause)
  }

  private func effects(_ f: AbstractFunctionDecl) -> String {
    f.isRethrows ? " rethrows" : f.isThrowing ? " throws" : ""
  }

  private func failability(_ c: ConstructorDecl) -> String {
    c.isImplicitlyUnwrapped ? "!" : c.isFailable ? "?" : ""
  }

  private func parameters(_ list: ParameterList) -> String {
    "(" + list.parameters.map { p in
      var s = ""
      let label = p.argumentLabel ?? "_"
      s += label == p.name ? p.name : "\(label) \(p.name)"
      if p.isVariadic, case .array(let element)? = p.interfaceType {
        s += ": " + qualified(element) + "..."
      } else {
        s += ": " + (p.isInOut ? "inout " : "") + ImplicitMembers.attributes(of: p) + typeName(p.interfaceType, p.typeRepr)
      }
      if let value = p.defaultValue { s += " = " + literal(value) }
      return s
    }.joined(separator: ", ") + ")"
  }

  /// Default argument values are literals in the subset.
  private func literal(_ e: Expr) -> String {
    switch e {
    case let i as IntegerLiteralExpr: return (i.isNegative ? "-" : "") + i.text
    case let f as FloatLiteralExpr: return (f.isNegative ? "-" : "") + f.text
    case let b as BooleanLiteralExpr: return b.value ? "true" : "false"
    case let s as StringLiteralExpr: return "\"" + escaped(s.value) + "\""
    case is NilLiteralExpr: return "nil"
    default: return "<<unsupported default argument>>"
    }
  }

  private func escaped(_ s: String) -> String {
    s.escaped { u in
      Escape.common(u) ?? (u == "\0" ? "\\0" : u.value < 0x20 ? "\\u{\(String(u.value, radix: 16))}" : nil)
    }
  }

  private func genericParameters(_ ps: [GenericTypeParamDecl]) -> String {
    guard !ps.isEmpty else { return "" }
    return "<" + ps.map { p in
      p.name + (p.constraint.map { ": " + typeName($0.resolved, $0) } ?? "")
    }.joined(separator: ", ") + ">"
  }

  private func inheritance(_ types: [TypeRepr]) -> String {
    types.isEmpty ? "" : " : " + types.map { typeName($0.resolved, $0) }.joined(separator: ", ")
  }

  private func qualifiedName(_ d: NominalTypeDecl) -> String {
    let module = d.outermostNominal.moduleName
    return module.isEmpty ? d.nestedName : module + "." + d.nestedName
  }

  /// A type, fully qualified; falls back to the written type when Sema left none.
  private func typeName(_ type: SwiftType?, _ repr: TypeRepr?) -> String {
    if case .optional(let w)? = type, (repr as? OptionalTypeRepr)?.isImplicitlyUnwrapped == true {
      return qualified(w) + "!"
    }
    if let type { return qualified(type) }
    if let repr { return repr.spelling }
    return "<<unknown type>>"
  }

  private func qualified(_ t: SwiftType) -> String {
    switch t {
    case .int: "Swift.Int"
    case .double: "Swift.Double"
    case .bool: "Swift.Bool"
    case .string: "Swift.String"
    case .void: "()"
    case .nominal(let d): qualifiedName(d)
    case .existential(let p): qualifiedName(p)
    case .optional(let w):
      if case .function = w { "(\(qualified(w)))?" } else { qualified(w) + "?" }
    case .array(let e): "[" + qualified(e) + "]"
    case .tuple(let ts, let labels):
      "(" + ts.indices.map { i in (i < labels.count ? labels[i].map { $0 + ": " } ?? "" : "") + qualified(ts[i]) }
        .joined(separator: ", ") + ")"
    case .function(let f):
      "(" + f.parameters.map { ($0.isInOut ? "inout " : "") + qualified($0.type) }.joined(separator: ", ")
        + (f.isThrowing ? ") throws -> " : ") -> ") + qualified(f.result)
    case .genericParameter(let p): p.name
    case .metatype(let i): qualified(i) + ".Type"
    case .range(let kind, let b): "Swift.\(kind.typeName)<\(qualified(b))>"
    case .error: "<<error type>>"
    case .character: "Swift.Character"
    case .stringIndex: "Swift.String.Index"
    case .substring: "Swift.Substring"
    case .dictionary(let k, let v): "[" + qualified(k) + " : " + qualified(v) + "]"
    case .set(let e): "Swift.Set<" + qualified(e) + ">"
    case .sizedInteger(let k): "Swift." + k.name
    case .boundGeneric(let d, let args): qualifiedName(d) + "<" + args.map(qualified).joined(separator: ", ") + ">"
    case .dependentMember(let base, let a): qualified(base) + "." + a.name
    case .any: "Any"
    case .anyObject: "Swift.AnyObject"
    case .opaque(let o, _): "some " + qualifiedName(o.constraint)
    }
  }



}
