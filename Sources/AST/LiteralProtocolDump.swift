/// A literal Sema made a call of its protocol's initializer (`CallExpr.literal`,
/// Sema/LiteralProtocols.swift), as swiftc's ASTDumper prints it: the literal, of the
/// contextual type, naming the initializer (`integer_literal_expr type="P" ... value="5"
/// builtin_initializer="Swift.(file).Int.init(_builtinIntegerLiteral:)"
/// initializer="m.(file).P.init(integerLiteral:)@m.swift:3:3"`); an array's or a
/// dictionary's elements are the call's arguments.
extension ASTPrinter {
  mutating func printLiteralThroughProtocol(_ c: CallExpr, _ literal: Expr, label: String?) {
    let ctor = ((c.fn as? ConstructorRefCallExpr)?.fn.decl as? ConstructorDecl)
    let type = c.type ?? .error
    let initializer = ctor.map { literalInitializerName($0, on: type) } ?? "**NULL**"
    func header(_ name: String) {
      open(name, label: label)
      implicitFlag(literal)
      quoted("type", type.description)
      exprLocation(literal)
    }
    // The argument the initializer takes, the literal typed as the associated literal type.
    let argument = c.arguments.first?.expr
    switch literal {
    case let i as IntegerLiteralExpr:
      header("integer_literal_expr")
      if i.isNegative { attr("negative") }
      quoted("value", i.text.filter { $0 != "_" })
      quoted("builtin_initializer", builtinInitializerName(of: argument))
      quoted("initializer", initializer)
    case let f as FloatLiteralExpr:
      header("float_literal_expr")
      if f.isNegative { attr("negative") }
      quoted("value", f.text.filter { $0 != "_" })
      quoted("builtin_initializer", builtinInitializerName(of: argument))
      quoted("initializer", initializer)
      quoted("builtin_type", "Builtin.FPIEEE80")
    case let b as BooleanLiteralExpr:
      header("boolean_literal_expr")
      attr("value=\(b.value)")
      quoted("builtin_initializer", builtinInitializerName(of: argument))
      quoted("initializer", initializer)
    case let s as StringLiteralExpr:
      header("string_literal_expr")
      attr("encoding=utf8")
      quoted("value", s.value)
      quoted("builtin_initializer", builtinInitializerName(of: argument))
      quoted("initializer", initializer)
    case is NilLiteralExpr:
      header("nil_literal_expr")
      quoted("initializer", initializer)
    case is ArrayExpr:
      header("array_expr")
      quoted("initializer", initializer)
      for x in variadicElements(c) { print(x, label: nil) }
    case is DictionaryExpr:
      header("dictionary_expr")
      quoted("initializer", initializer)
      for x in variadicElements(c) {
        guard let t = x as? TupleExpr, t.elements.count == 2 else {
          print(x, label: nil)
          continue
        }
        open("tuple_expr")
        attr("implicit")
        quoted("type", x.type?.description ?? "<null>")
        if let file = sourceManager.file(t.range.start) {
          let (l, col) = file.lineAndColumn(Int(t.range.start.offset))
          out += " location=\(file.name):\(l):\(col)"
        }
        range(t.range)
        print(t.elements[0], label: nil)
        print(t.elements[1], label: nil)
        close()
      }
    default:
      // (Sema makes no other literal a call.)
      print(literal, label: label)
      return
    }
    close()
  }

  /// The elements a variadic literal initializer was called with (Sema gathers them
  /// into one array argument).
  private func variadicElements(_ c: CallExpr) -> [Expr] {
    c.arguments.flatMap { a -> [Expr] in
      if let v = a.expr as? VarargExpansionExpr, let array = v.subExpr as? ArrayExpr { return array.elements }
      return [a.expr]
    }
  }

  /// `initializer=`: the type's initializer, with the type's generic arguments; in
  /// generic code the protocol's requirement, on the generic type.
  private func literalInitializerName(_ ctor: ConstructorDecl, on type: SwiftType) -> String {
    if let p = ctor.parent as? ProtocolDecl {
      return qualifiedName(p) + "." + ctor.fullName
        + " [with (substitution_map generic_signature=<Self where Self : \(p.name)> Self -> \(type))]"
    }
    let context = genericContext(of: ctor, on: type)
    if context.parameters.isEmpty { return qualifiedName(ctor) }
    return specializedName(ctor, [], outer: context.parameters, outerArguments: context.arguments)
  }

  /// `builtin_initializer=` of the literal made in its associated literal type `argument`
  /// has: the built-in type's, or, in generic code, the `_ExpressibleByBuiltin...`
  /// protocol's on the associated type.
  private func builtinInitializerName(of argument: Expr?) -> String {
    guard let t = argument?.type else { return "**NULL**" }
    let (proto, label): (String, String)
    switch argument {
    case is IntegerLiteralExpr: (proto, label) = ("_ExpressibleByBuiltinIntegerLiteral", "_builtinIntegerLiteral:")
    case is FloatLiteralExpr: (proto, label) = ("_ExpressibleByBuiltinFloatLiteral", "_builtinFloatLiteral:")
    case is BooleanLiteralExpr: (proto, label) = ("_ExpressibleByBuiltinBooleanLiteral", "_builtinBooleanLiteral:")
    case is StringLiteralExpr:
      (proto, label) = ("_ExpressibleByBuiltinStringLiteral", "_builtinStringLiteral:utf8CodeUnitCount:isASCII:")
    default: return "**NULL**"
    }
    switch t {
    case .int: return "Swift.(file).Int.init(_builtinIntegerLiteral:)"
    case .sizedInteger(let k): return "Swift.(file).\(k.name).init(_builtinIntegerLiteral:)"
    case .double: return "Swift.(file).Double extension.init(\(label))"
    case .bool: return "Swift.(file).Bool extension.init(_builtinBooleanLiteral:)"
    case .string: return "Swift.(file).String extension.init(_builtinStringLiteral:utf8CodeUnitCount:isASCII:)"
    case .character:
      return "Swift.(file).Character extension.init(_builtinExtendedGraphemeClusterLiteral:utf8CodeUnitCount:isASCII:)"
    case .genericParameter, .dependentMember:
      return "Swift.(file).\(proto).init(\(label)) [with (substitution_map generic_signature=<Self where Self : \(proto)> Self -> \(t))]"
    default: return "**NULL**"
    }
  }
}
