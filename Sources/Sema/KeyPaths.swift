import AST
import Basic

/// Key-path expressions (`\Person.name`, `\.address?.city`, `\Int.self`) and their
/// application (`person[keyPath: path]`), over the library's key path classes
/// (`stdlib/KeyPath.swift`).
///
/// A key path is typed as swiftc types it: `KeyPath<Root, Value>`, `WritableKeyPath`
/// when every property on the way can be set on a value (a `var` with storage or a
/// setter, through `!` but not `?`), `ReferenceWritableKeyPath` when the last class
/// instance on the way makes it settable; where a function type `(Root) -> Value` is
/// expected, the function (SE-0249). Its `implementation` is the library's initializer
/// called with `{ $0.path }`, `{ $0.value.path = $1 }` over a `_KeyPathBox<Root>` when
/// it is writable, and the text `print` shows; as a function, `{ $0.path }` alone.
extension TypeChecker {
  /// One step of a key path as written.
  private enum KeyPathStep {
    case member(String)
    case chain
    case force
    case identity
    /// `[1]`, `["key"]`, `[i]`: a subscript. Swift evaluates a key path's subscript
    /// arguments once, when it makes the key path: a literal is the same value whenever
    /// the closures evaluate it; another argument is evaluated into a closure's
    /// parameter (`captureKeyPathArguments`).
    case `subscript`([Argument])
  }

  /// The library's key path classes, by name.
  private static let keyPathClassNames: Set<String> = ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"]

  /// The library's key path class `name`.
  private func keyPathClass(_ name: String) -> NominalTypeDecl? {
    guard let d = importedTypes[name], d.isInStandardLibrary else { return nil }
    return d
  }

  /// `(Root, Value)` of one of the library's key path classes.
  func keyPathTypes(_ t: SwiftType?) -> (root: SwiftType, value: SwiftType, kind: String)? {
    guard case .boundGeneric(let d, let args)? = t, d.isInStandardLibrary, args.count == 2,
          TypeChecker.keyPathClassNames.contains(d.name) else { return nil }
    return (args[0], args[1], d.name)
  }

  func checkKeyPath(_ k: KeyPathExpr, contextual: SwiftType?) -> Expr {
    k.type = .error
    guard let parsed = k.parsedRoot ?? k.parsedPath else { return k }
    // The steps, innermost first, down to the root's name or the `.` of `\.name`.
    var steps: [KeyPathStep] = []
    var node = parsed
    while true {
      switch node {
      case let d as UnresolvedDotExpr where d.argumentLabels == nil:
        steps.append(d.name == "self" ? .identity : .member(d.name))
        node = d.base
        continue
      case let b as BindOptionalExpr:
        steps.append(.chain)
        node = b.subExpr
        continue
      case let f as ForceValueExpr:
        steps.append(.force)
        node = f.subExpr
        continue
      case let s as SubscriptExpr:
        steps.append(.subscript(s.arguments))
        node = s.base
        continue
      case is KeyPathDotExpr, is UnresolvedDeclRefExpr, is ArrayExpr, is DictionaryExpr:
        break
      default:
        notSupported("this key path component", at: node.loc)
        return k
      }
      break
    }
    steps.reverse()
    // The root type: written, or the context's.
    var root: SwiftType
    if !(node is KeyPathDotExpr) {
      guard let written = keyPathRootType(node) else {
        notSupported("this key path root", at: node.loc)
        return k
      }
      root = written
      if root.isError { return k }
      // `\Outer.Inner.x`: the names of nested types belong to the root.
      while case .member(let n)? = steps.first, let owner = root.nominalDecl, let inner = nestedType(n, in: owner),
            inner.genericParameters.isEmpty {
        root = type(of: inner)
        steps.removeFirst()
      }
      guard !steps.isEmpty else {
        notSupported("a key path without components", at: k.loc)
        return k
      }
      let typeExpr = TypeExpr(instanceType: root, typeRepr: IdentTypeRepr(name: root.description, range: node.range),
                              range: node.range)
      typeExpr.type = nil  // swiftc leaves the parsed path untyped.
      replaceKeyPathBase(node, in: parsed, with: typeExpr)
    } else if let r = keyPathTypes(contextual)?.root, !r.isError {
      root = r
    } else if case .function(let ft)? = contextual, ft.parameters.count == 1, !ft.parameters[0].type.isError {
      root = ft.parameters[0].type
    } else {
      error(SemaDiagnostics.keyPathRootUnknown(), at: k.loc)
      return k
    }
    if steps.contains(where: { if case .chain = $0 { true } else { false } }) {
      // swiftc's pre-check wraps a path with `?` in its optional evaluation.
      let wrapped = OptionalEvaluationExpr(subExpr: parsed, range: parsed.range)
      wrapped.isImplicit = true
      if k.parsedRoot != nil { k.parsedRoot = wrapped } else { k.parsedPath = wrapped }
    }
    guard let (capturedSteps, captures) = captureKeyPathArguments(steps) else { return k }
    steps = capturedSteps
    // The closures name each argument's value `$keyPathArguments`, or `$keyPathArguments.i`
    // of several.
    var captured: [ObjectIdentifier: String] = [:]
    for c in captures { captured[ObjectIdentifier(c.placeholder)] = captures.count == 1 ? "" : c.name }
    // The path's type and components: the path checked over a value of the root type.
    let checked = checkExpr(keyPathChain(steps, over: OpaqueValueExpr(type: root, range: k.range), at: k))
    guard let value = checked.type, !value.isError else { return k }
    guard let (components, writability) = keyPathComponents(checked, root: root, at: k) else { return k }
    k.components = components
    let text = "\\" + root.description + steps.map { step -> String in
      switch step {
      case .member(let n): "." + n
      case .chain: "?"
      case .force: "!"
      case .identity: ".self"
      case .subscript(let arguments): "[" + arguments.map(keyPathSubscriptText).joined(separator: ", ") + "]"
      }
    }.joined() + (components.last.map { if case .optionalWrap = $0 { "?" } else { "" } } ?? "")
    if case .function = contextual {
      // SE-0249: the key path as a function.
      let getter = keyPathGetter(steps, at: k, captured: captured)
      if captures.isEmpty {
        k.implementation = checkExpr(getter, contextual: contextual)
      } else {
        // (Of the path's own types: the context's may be a generic function's open one.)
        let function = SwiftType.function(FunctionType(parameters: [.init(root)], result: value))
        k.implementation = checkExpr(capturingKeyPathArguments(captures, in: getter, at: k), contextual: function)
      }
      k.type = k.implementation?.type ?? .error
      return k
    }
    guard let decl = keyPathClass(writability), let readOnly = keyPathClass("KeyPath") else {
      notSupported("a key path without the standard library's key paths", at: k.loc)
      return k
    }
    let type = SwiftType.boundGeneric(decl, [root, value])
    var arguments = [Argument(label: "_read", labelLoc: nil, expr: keyPathGetter(steps, at: k, captured: captured))]
    if decl !== readOnly {
      arguments.append(Argument(label: "_write", labelLoc: nil, expr: keyPathSetter(steps, at: k, captured: captured)))
    }
    let literal = StringLiteralExpr(value: text, range: k.range)
    literal.isImplicit = true
    arguments.append(Argument(label: "_text", labelLoc: nil, expr: literal))
    let typeExpr = TypeExpr(instanceType: type, typeRepr: nil, range: k.range)
    typeExpr.isImplicit = true
    let call = CallExpr(fn: typeExpr, arguments: arguments, argumentsRange: k.range, range: k.range)
    call.isImplicit = true
    if captures.isEmpty {
      k.implementation = checkConstructorCall(call, type: type, typeExpr: typeExpr, contextual: nil)
    } else {
      typeExpr.type = .metatype(type)
      k.implementation = checkExpr(capturingKeyPathArguments(captures, in: call, at: k), contextual: type)
    }
    k.type = k.implementation?.type ?? .error
    // The class's vtable holds its methods, applied or not: a use of the class asks for
    // them all (LibraryBodies.swift).
    noteLibraryTypeUse(k.type ?? .error)
    return k
  }

  /// The root type a key path names: `Person`, `Box<Int>`, `[String]`, `[String: Int]`;
  /// nil when the expression names no type.
  private func keyPathRootType(_ e: Expr) -> SwiftType? {
    switch e {
    case let r as UnresolvedDeclRefExpr:
      return resolveType(IdentTypeRepr(name: r.name, genericArgs: r.genericArgs, range: r.range))
    case let a as ArrayExpr where a.elements.count == 1:
      return keyPathRootType(a.elements[0]).map { $0.isError ? .error : .array($0) }
    case let d as DictionaryExpr where d.pairs.count == 1:
      guard let key = keyPathRootType(d.pairs[0].key), let value = keyPathRootType(d.pairs[0].value) else { return nil }
      return key.isError || value.isError ? .error : .dictionary(key, value)
    default:
      return nil
    }
  }

  /// Puts `typeExpr` where the root type `root` was written, at the bottom of the parsed
  /// path.
  private func replaceKeyPathBase(_ root: Expr, in e: Expr, with typeExpr: TypeExpr) {
    var node = e
    while true {
      switch node {
      case let d as UnresolvedDotExpr:
        if d.base === root { d.base = typeExpr; return }
        node = d.base
      case let b as BindOptionalExpr:
        if b.subExpr === root { b.subExpr = typeExpr; return }
        node = b.subExpr
      case let f as ForceValueExpr:
        if f.subExpr === root { f.subExpr = typeExpr; return }
        node = f.subExpr
      case let s as SubscriptExpr:
        if s.base === root { s.base = typeExpr; return }
        node = s.base
      default:
        return
      }
    }
  }

  /// `base.path` for the steps, a `?` making the whole an optional chain. Members are
  /// named at the key path's `\`, where swiftc reports an unknown one.
  private func keyPathChain(_ steps: [KeyPathStep], over base: Expr, at k: KeyPathExpr,
                            captured: [ObjectIdentifier: String] = [:]) -> Expr {
    var e = base
    var chains = false
    for step in steps {
      switch step {
      case .member(let name):
        e = UnresolvedDotExpr(base: e, name: name, nameLoc: k.loc, range: k.range)
      case .chain:
        e = BindOptionalExpr(subExpr: e, range: k.range)
        chains = true
      case .force:
        e = ForceValueExpr(subExpr: e, range: k.range)
      case .subscript(let arguments):
        e = SubscriptExpr(base: e, arguments: arguments.map {
          Argument(label: $0.label, labelLoc: nil, expr: copyKeyPathSubscriptArgument($0.expr, captured: captured))
        }, range: k.range)
      case .identity:
        continue
      }
      e.isImplicit = true
    }
    if chains {
      e = OptionalEvaluationExpr(subExpr: e, range: k.range)
      e.isImplicit = true
    }
    return e
  }

  /// `$0`, ... `$count-1`: a closure's implicit parameters and references to them.
  private func keyPathClosure(parameters count: Int, at k: KeyPathExpr, body: ([Expr]) -> Expr) -> ClosureExpr {
    let params = (0..<count).map { i -> ParamDecl in
      let p = ParamDecl(argumentLabel: nil, name: "$\(i)", nameLoc: k.loc, range: k.range)
      p.isImplicit = true
      return p
    }
    let refs = params.map { p -> Expr in
      let r = UnresolvedDeclRefExpr(name: p.name, range: k.range)
      r.isImplicit = true
      return r
    }
    let brace = BraceStmt(elements: [.expr(body(refs))], range: k.range, isImplicit: true)
    let closure = ClosureExpr(parameters: ParameterList(parameters: params, range: k.range), resultTypeRepr: nil,
                              body: brace, range: k.range)
    closure.isImplicit = true
    return closure
  }

  /// `{ $0.path }`
  private func keyPathGetter(_ steps: [KeyPathStep], at k: KeyPathExpr, captured: [ObjectIdentifier: String]) -> ClosureExpr {
    keyPathClosure(parameters: 1, at: k) { keyPathChain(steps, over: $0[0], at: k, captured: captured) }
  }

  /// `{ $0.value.path = $1 }`, `$0` the `_KeyPathBox` holding the root.
  private func keyPathSetter(_ steps: [KeyPathStep], at k: KeyPathExpr, captured: [ObjectIdentifier: String]) -> ClosureExpr {
    keyPathClosure(parameters: 2, at: k) { refs in
      let boxed = UnresolvedDotExpr(base: refs[0], name: "value", nameLoc: k.loc, range: k.range)
      boxed.isImplicit = true
      let assign = AssignExpr(dest: keyPathChain(steps, over: boxed, at: k, captured: captured), source: refs[1],
                              range: k.range)
      assign.isImplicit = true
      return assign
    }
  }

  /// The components of a checked path over the root, and the class the key path is
  /// (`KeyPath`, `WritableKeyPath`, `ReferenceWritableKeyPath`); nil (reported) when a
  /// step is not a property.
  private func keyPathComponents(_ checked: Expr, root: SwiftType, at k: KeyPathExpr)
    -> (components: [KeyPathExpr.Component], writability: String)?
  {
    // Outermost first, then reversed.
    var nodes: [Expr] = []
    var e = checked
    while !(e is OpaqueValueExpr) {
      nodes.append(e)
      switch e {
      case let m as MemberRefExpr: e = m.base
      case let t as TupleElementExpr: e = t.base
      case let b as BindOptionalExpr: e = b.subExpr
      case let f as ForceValueExpr: e = f.subExpr
      case let s as SubscriptExpr: e = s.base
      case let o as OptionalEvaluationExpr: e = o.subExpr
      case let d as DerivedToBaseExpr:
        nodes.removeLast()
        e = d.subExpr
      default:
        notSupported("this key path component", at: k.loc)
        return nil
      }
    }
    var writability = "WritableKeyPath"
    var components: [KeyPathExpr.Component] = []
    for node in nodes.reversed() {
      let type = node.type ?? .error
      switch node {
      case let m as MemberRefExpr:
        let v = m.decl
        let settable = (v.kind == .stored ? !v.isLet : v.setter != nil) && isSettable(v, at: k.loc)
        if m.base.type?.isClass == true {
          writability = settable ? "ReferenceWritableKeyPath" : "KeyPath"
        } else if !settable {
          writability = "KeyPath"
        }
        components.append(.member(v, type: type, isWritable: writability != "KeyPath"))
      case let t as TupleElementExpr:
        components.append(.tupleElement(index: t.index, type: type, isWritable: writability != "KeyPath"))
      case let s as SubscriptExpr:
        // An array's element and a dictionary's value can be set, a type's subscript
        // when it has a setter.
        let settable: Bool
        switch s.base.type {
        case .array?, .dictionary?: settable = s.decl == nil || s.decl?.isSettableComputed == true
        default: settable = s.decl?.isSettableComputed == true
        }
        if s.base.type?.isClass == true {
          writability = settable ? "ReferenceWritableKeyPath" : "KeyPath"
        } else if !settable {
          writability = "KeyPath"
        }
        components.append(.subscript(s.decl, arguments: s.arguments, type: type, isWritable: writability != "KeyPath"))
      case is BindOptionalExpr:
        writability = "KeyPath"
        components.append(.optionalChain(type: type))
      case is ForceValueExpr:
        components.append(.optionalForce(type: type, isWritable: writability != "KeyPath"))
      case let o as OptionalEvaluationExpr:
        if case .optional? = o.subExpr.type {} else { components.append(.optionalWrap(type: type)) }
      default:
        break
      }
    }
    if components.isEmpty { components.append(.identity(type: root)) }
    return (components, writability)
  }

  /// Is `e` a literal a key path's subscript may take (`1`, `-1`, `"key"`, `true`)?
  private func isKeyPathSubscriptLiteral(_ e: Expr) -> Bool {
    e is NumberLiteralExpr || e is StringLiteralExpr || e is BooleanLiteralExpr
  }

  /// The subscript arguments other than literals checked, each replaced in the steps by
  /// an `OpaqueValueExpr` of its type (the placeholder the path's check sees, which the
  /// closures name `name`); nil (reported) when one has an error.
  private func captureKeyPathArguments(_ steps: [KeyPathStep])
    -> (steps: [KeyPathStep], captures: [(placeholder: OpaqueValueExpr, value: Expr, name: String)])?
  {
    var captures: [(placeholder: OpaqueValueExpr, value: Expr, name: String)] = []
    var result: [KeyPathStep] = []
    for step in steps {
      guard case .subscript(var arguments) = step else {
        result.append(step)
        continue
      }
      for i in arguments.indices where !isKeyPathSubscriptLiteral(arguments[i].expr) {
        let value = checkExpr(arguments[i].expr)
        guard let t = value.type, !t.isError else { return nil }
        let placeholder = OpaqueValueExpr(type: t, range: value.range)
        captures.append((placeholder, value, String(captures.count)))
        arguments[i].expr = placeholder
      }
      result.append(.subscript(arguments))
    }
    return (result, captures)
  }

  /// `value` made once the key path is made from the values of its subscript arguments:
  /// `_keyPathCapturing(i, { $keyPathArguments in value })` (stdlib/KeyPath.swift), the
  /// arguments' values evaluated outside the closure, as a tuple when there are several,
  /// which the closures name (`captured`: `$keyPathArguments` or `$keyPathArguments.1`).
  private func capturingKeyPathArguments(_ captures: [(placeholder: OpaqueValueExpr, value: Expr, name: String)],
                                         in value: Expr, at k: KeyPathExpr) -> Expr {
    let p = ParamDecl(argumentLabel: nil, name: TypeChecker.keyPathArguments, nameLoc: k.loc, range: k.range)
    p.isImplicit = true
    let brace = BraceStmt(elements: [.expr(value)], range: k.range, isImplicit: true)
    let closure = ClosureExpr(parameters: ParameterList(parameters: [p], range: k.range), resultTypeRepr: nil,
                              body: brace, range: k.range)
    let ref = UnresolvedDeclRefExpr(name: "_keyPathCapturing", range: k.range)
    let values: Expr = captures.count == 1 ? captures[0].value
      : TupleExpr(elements: captures.map(\.value), labels: captures.map { _ in nil }, range: k.range)
    let call = CallExpr(fn: ref, arguments: [Argument(label: nil, labelLoc: nil, expr: values),
                                             Argument(label: nil, labelLoc: nil, expr: closure)],
                        argumentsRange: k.range, range: k.range)
    for x in [closure, ref, call, values] as [Expr] where !(x === captures.first?.value) { x.isImplicit = true }
    return call
  }

  /// The closure parameter holding a key path's subscript arguments' values.
  private static let keyPathArguments = "$keyPathArguments"

  /// A fresh copy of a subscript's literal argument, for each closure that uses it; a
  /// captured argument's placeholder named as its closure parameter (`captured`), or
  /// itself where the path is checked.
  private func copyKeyPathSubscriptArgument(_ e: Expr, captured: [ObjectIdentifier: String]) -> Expr {
    if let o = e as? OpaqueValueExpr {
      guard let element = captured[ObjectIdentifier(o)] else { return o }
      let ref = UnresolvedDeclRefExpr(name: TypeChecker.keyPathArguments, range: o.range)
      ref.isImplicit = true
      if element.isEmpty { return ref }
      let dot = UnresolvedDotExpr(base: ref, name: element, nameLoc: o.loc, range: o.range)
      dot.isImplicit = true
      return dot
    }
    let copy: Expr
    switch e {
    case let i as IntegerLiteralExpr: copy = IntegerLiteralExpr(text: i.text, isNegative: i.isNegative, range: i.range)
    case let f as FloatLiteralExpr: copy = FloatLiteralExpr(text: f.text, isNegative: f.isNegative, range: f.range)
    case let s as StringLiteralExpr: copy = StringLiteralExpr(value: s.value, range: s.range)
    case let b as BooleanLiteralExpr: copy = BooleanLiteralExpr(value: b.value, range: b.range)
    default: return e
    }
    copy.isImplicit = true
    return copy
  }

  /// A subscript argument as the key path's text shows it: `1`, `"key"`, `label: 2`.
  private func keyPathSubscriptText(_ a: Argument) -> String {
    let value: String
    switch a.expr {
    case let n as NumberLiteralExpr: value = (n.isNegative ? "-" : "") + n.text
    case let s as StringLiteralExpr: value = "\"" + s.value + "\""
    case let b as BooleanLiteralExpr: value = b.value ? "true" : "false"
    case let o as OpaqueValueExpr: value = "<\(o.type ?? .error)>"
    default: value = "_"
    }
    return (a.label.map { $0 + ": " } ?? "") + value
  }

  // MARK: - Application

  /// `root[keyPath: path]`, read: `path._apply(root)` over the two values.
  func checkKeyPathApplication(_ s: SubscriptExpr) -> Expr {
    let base = checkExpr(s.base)
    let application = KeyPathApplicationExpr(base: base, keyPath: s.arguments[0].expr, range: s.range)
    application.type = .error
    guard let root = base.type, !root.isError, let readOnly = keyPathClass("KeyPath") else {
      application.keyPath = checkExpr(application.keyPath)
      return application
    }
    application.keyPath = checkExpr(application.keyPath, contextual: .boundGeneric(readOnly, [root, .error]))
    guard let (kpRoot, value, _) = keyPathTypes(application.keyPath.type) else {
      if let t = application.keyPath.type, !t.isError { notSupported("a key path of type '\(t)'", at: application.keyPath.loc) }
      return application
    }
    guard kpRoot == root else {
      error(SemaDiagnostics.keyPathRootMismatch(kpRoot, root), at: application.keyPath.loc)
      return application
    }
    let baseValue = OpaqueValueExpr(type: root, range: base.range)
    let keyPathValue = OpaqueValueExpr(type: application.keyPath.type!, range: application.keyPath.range)
    let apply = UnresolvedDotExpr(base: keyPathValue, name: "_apply", nameLoc: s.loc, range: s.range)
    let call = CallExpr(fn: apply, arguments: [Argument(label: nil, labelLoc: nil, expr: baseValue)],
                        argumentsRange: s.range, range: s.range)
    for e in [apply, call] as [Expr] { e.isImplicit = true }
    application.implementation = checkExpr(call)
    application.baseValue = baseValue
    application.keyPathValue = keyPathValue
    application.type = value
    return application
  }

  /// `root[keyPath: path] = newValue`: `path._assign(&root, newValue)` (`_assign(reference:
  /// _:)` through a class instance). Called with the application checked as a read.
  func checkKeyPathAssignment(_ application: KeyPathApplicationExpr, at loc: SourceLoc) {
    guard let (_, value, kind) = keyPathTypes(application.keyPath.type), let keyPathValue = application.keyPathValue else {
      return
    }
    let newValue = OpaqueValueExpr(type: value, range: application.range)
    var arguments: [Argument]
    if kind == "ReferenceWritableKeyPath" {
      let root = OpaqueValueExpr(type: application.base.type ?? .error, range: application.base.range)
      application.baseValue = root
      arguments = [Argument(label: "reference", labelLoc: nil, expr: root)]
    } else {
      guard stripConversions(application.base) is DeclRefExpr || stripConversions(application.base) is MemberRefExpr else {
        notSupported("assigning through a key path into this expression", at: application.base.loc)
        return
      }
      application.baseValue = nil
      let inout_ = InOutExpr(subExpr: application.base, range: application.base.range)
      inout_.isImplicit = true
      arguments = [Argument(label: nil, labelLoc: nil, expr: inout_)]
    }
    arguments.append(Argument(label: nil, labelLoc: nil, expr: newValue))
    let assign = UnresolvedDotExpr(base: keyPathValue, name: "_assign", nameLoc: loc, range: application.range)
    let call = CallExpr(fn: assign, arguments: arguments, argumentsRange: application.range, range: application.range)
    for e in [assign, call] as [Expr] { e.isImplicit = true }
    application.implementation = checkExpr(call)
    application.newValue = newValue
  }

  /// Why a key path application cannot be assigned: its key path is read-only, or (for
  /// a writable one) its root is not mutable; nil when it can be.
  func keyPathApplicationImmutability(_ k: KeyPathApplicationExpr) -> String? {
    guard let (_, _, kind) = keyPathTypes(k.keyPath.type) else { return nil }
    switch kind {
    case "KeyPath":
      if let r = k.keyPath.withoutParens as? DeclRefExpr { return SemaDiagnostics.readOnlyKeyPath(r.decl.name) }
      return SemaDiagnostics.keyPathIsReadOnly()
    default:
      return nil
    }
  }
}
