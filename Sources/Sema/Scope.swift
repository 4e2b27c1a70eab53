import AST

/// One lexical scope of local names: a function's parameters, a brace's locals, a
/// `for` loop's variable. Locals are added as their declarations are reached, so a
/// local is not visible before it is declared; `laterNames` remembers the names a
/// brace declares further down, to say "used before its declaration" rather than
/// "cannot find".
final class Scope {
  let parent: Scope?
  private(set) var values: [String: ValueDecl] = [:]
  /// Local functions overloaded by their labels (`func h()` and `func h(_:)`), in
  /// declaration order; `values` holds the first.
  private(set) var overloads: [String: [FuncDecl]] = [:]
  /// Names declared later in this brace (filled when the brace is entered).
  var laterNames: [String: ValueDecl] = [:]

  init(parent: Scope?) {
    self.parent = parent
  }

  /// Adds a local; returns the declaration it redeclares in this same scope, if any.
  @discardableResult
  func declare(_ decl: ValueDecl) -> ValueDecl? {
    laterNames[decl.name] = nil
    if let previous = values[decl.name] { return previous }
    values[decl.name] = decl
    return nil
  }

  /// Replaces a binding (used when a redeclaration was reported and checking goes on).
  func rebind(_ decl: ValueDecl) {
    values[decl.name] = decl
  }

  /// Adds a local function overloading `first` by its labels.
  func overload(_ first: FuncDecl, with f: FuncDecl) {
    overloads[f.name, default: [first]].append(f)
  }

  func lookupHere(_ name: String) -> ValueDecl? { values[name] }

  /// The local functions named `name` in this scope when there are several.
  func overloadsHere(_ name: String) -> [FuncDecl]? { overloads[name] }

  /// Innermost visible local with this name.
  func lookup(_ name: String) -> ValueDecl? { innermost(name, in: \.values) }

  /// A local with this name declared later in an enclosing brace (not yet visible).
  func lookupLater(_ name: String) -> ValueDecl? { innermost(name, in: \.laterNames) }

  /// The first binding of `name` in `table`, from this scope outwards.
  private func innermost(_ name: String, in table: KeyPath<Scope, [String: ValueDecl]>) -> ValueDecl? {
    var s: Scope? = self
    while let scope = s {
      if let d = scope[keyPath: table][name] { return d }
      s = scope.parent
    }
    return nil
  }
}

/// What the checker is inside: a function body, an initializer, an accessor, top-level
/// code, a property's initial value. It says what `return`, `self`, `super`, `break` and
/// `continue` mean there.
final class FunctionContext {
  enum Kind {
    case topLevel
    case function
    case initializer
    case deinitializer
    case getter
    case setter
    /// A stored property's initial value (no `self`).
    case propertyInitializer
    /// A global variable's initial value checked out of order (when a function body
    /// needs the variable's inferred type first): every global is visible.
    case globalInitializer
    /// A parameter's default value.
    case defaultArgument
    case closure
  }

  let kind: Kind
  /// The function, initializer or accessor, if any.
  let decl: AbstractFunctionDecl?
  /// What `return` must give; a closure whose context leaves it open takes the type
  /// of its first `return` (see `infersResult`).
  var resultType: SwiftType
  /// A multi-statement closure without a written result type, whose context does not
  /// give one: the first `return` value decides it.
  var infersResult = false
  /// With `infersResult`: the context wants an optional of the type to infer
  /// (`compactMap`'s `(Element) -> ElementOfResult?`), so the first `return` value is
  /// made optional (`return String(x)` makes it a `String?`).
  var infersOptionalResult = false
  /// The closure this is the body of (its written result type names swiftc's errors
  /// on a `return` that does not fit it).
  var closure: ClosureExpr?
  let selfDecl: ParamDecl?
  /// The type whose member this is (the extended type in an extension), if any.
  let nominal: NominalTypeDecl?
  /// A `static` member: unqualified member names refer to static members.
  let isStatic: Bool
  let parent: FunctionContext?
  /// `for`, `while`, `repeat` and `switch` statements around the current statement,
  /// innermost last.
  var breakTargets: [Stmt] = []
  /// How many `if` statements enclose the current statement (a plain `break` there
  /// gets swiftc's longer message).
  var ifDepth = 0
  /// Inside a `defer` body (whose own loops are the only break targets): a `return`,
  /// or a `break`/`continue` finding no target, would leave the `defer`.
  var inDefer = false

  init(kind: Kind, decl: AbstractFunctionDecl?, resultType: SwiftType, selfDecl: ParamDecl?,
       nominal: NominalTypeDecl?, isStatic: Bool, parent: FunctionContext?) {
    self.kind = kind
    self.decl = decl
    self.resultType = resultType
    self.selfDecl = selfDecl
    self.nominal = nominal
    self.isStatic = isStatic
    self.parent = parent
  }

  /// True in top-level code (also inside its `if`/loop braces), where global variables
  /// become visible only once declared.
  var isTopLevel: Bool { kind == .topLevel }

  /// The type whose member this is or is inside (a closure's, a local function's).
  var enclosingNominal: NominalTypeDecl? {
    var c: FunctionContext? = self
    while let current = c {
      if let n = current.nominal { return n }
      c = current.parent
    }
    return nil
  }
}
