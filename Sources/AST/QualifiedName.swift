import Basic

/// swiftc's qualified names of declarations and types, as `-dump-ast` prints them in
/// `decl=`, `bind=` and `var=`: the module, `(file)`, each enclosing declaration context,
/// the name, and where the declaration is written:
///
///     employee.(file).Employee.firstName@employee.swift:14:9
///     employee.(file).Employee.init(firstName:lastName:address:).self@employee.swift:21:12
///     Swift.(file).print(_:separator:terminator:)      (the standard library: no location)
///     Swift.(file).Int
///
/// The module of a declaration is the one of its outermost enclosing type
/// (`NominalTypeDecl.moduleName`, set by Sema), `Swift` for the declarations Sema defines
/// itself (the standard library's), else `module`, the module being compiled.
extension ValueDecl {
  public func qualifiedName(module: String, sourceManager: SourceManager) -> String {
    var name = qualifiedContextName(module: module) + "." + referenceNameComponent
    if nameLoc.isValid, !isStandardLibrary(outermostDecl) {
      name += "@" + sourceManager.describe(nameLoc)
    }
    return name
  }

  /// The declaration's own part of a qualified name: a function's full name
  /// (`init(firstName:lastName:address:)`), `<anonymous>` for an accessor, else its name.
  public var qualifiedNameComponent: String {
    switch self {
    case is AccessorDecl: "<anonymous>"
    case is DestructorDecl: "deinit"
    case let f as AbstractFunctionDecl: f.fullName
    case let s as SubscriptDecl: s.fullName
    default: name
    }
  }

  /// The declaration's own part where a qualified name refers to it (`decl=`,
  /// `override=`, `witness=`): a function whose parameters all lack labels is named by
  /// its base name (`inc` for `inc(_:)`, `+` for `+(_:_:)`), as swiftc prints a name
  /// skipping empty argument names (and names it in a diagnostic, `printedName`); as a
  /// context it keeps them (`inc(_:).x`).
  public var referenceNameComponent: String {
    (self as? FuncDecl)?.printedName ?? qualifiedNameComponent
  }
}

extension Decl {
  /// The qualified name of the context the declaration is written in, without the
  /// declaration itself: `employee.(file).Employee.init(firstName:lastName:address:)` for
  /// its parameter `firstName`.
  public func qualifiedContextName(module: String) -> String {
    var path: [String] = []
    var p = parent
    while let current = p {
      switch current {
      case let a as AccessorDecl:
        // An accessor's context is its storage's (`S.<anonymous>.newValue`).
        path.append(a.qualifiedNameComponent)
        if let storage = a.parent, storage is VarDecl || storage is SubscriptDecl {
          p = storage.parent
          continue
        }
      case let v as ValueDecl: path.append(v.qualifiedNameComponent)
      case let e as ExtensionDecl: path.append("\(e.extendedNominal?.name ?? "<null>") extension")
      case is TopLevelCodeDecl: path.append("top-level code")
      default: break
      }
      p = current.parent
    }
    let outermost = outermostDecl
    var owner = module
    if let n = outermost as? NominalTypeDecl, !n.moduleName.isEmpty {
      owner = n.moduleName
    } else if let e = outermost as? ExtensionDecl, let n = e.extendedNominal, n.moduleName == "Swift", !e.loc.isValid {
      // The standard library's own extensions (a program's extension of `Character`
      // belongs to the program's module).
      owner = "Swift"
    } else if isStandardLibrary(outermost) {
      owner = "Swift"
    }
    return ([owner + ".(file)"] + path.reversed()).joined(separator: ".")
  }

  /// The file-level declaration this one is written in (itself at file level).
  public var outermostDecl: Decl {
    var d: Decl = self
    while let p = d.parent { d = p }
    return d
  }
}

/// A declaration of the standard library: written in module Swift's source, or one Sema
/// defines itself (`print`, `Int.max`, operators: it has a `builtin` and no place in the
/// source).
func isStandardLibrary(_ d: Decl) -> Bool {
  if d.isInStandardLibrary { return true }
  if let f = d as? AbstractFunctionDecl, f.builtin != nil { return true }
  if let n = d as? NominalTypeDecl { return n.moduleName == "Swift" }
  return false
}

extension SwiftType {
  /// swiftc's qualified name of the type's declaration (`bind=` of a type
  /// representation): `Swift.(file).Int`, `employee.(file).Address@employee.swift:3:17`;
  /// a structural type (`[Int]`, `Int?`, a function type) is spelled as in messages.
  public func qualifiedName(module: String, sourceManager: SourceManager) -> String {
    switch self {
    case .int, .double, .bool, .string, .sizedInteger: "Swift.(file).\(description)"
    case .nominal(let d): d.qualifiedName(module: module, sourceManager: sourceManager)
    case .existential(let p): p.qualifiedName(module: module, sourceManager: sourceManager)
    case .genericParameter(let g): g.qualifiedName(module: module, sourceManager: sourceManager)
    default: description
    }
  }
}

extension AbstractFunctionDecl {
  /// The name as swiftc prints it in a diagnostic: the base name when it has parameters
  /// and none has a label (`push` for `push(_:)`, `+` for `+(_:_:)`), else the full name
  /// (`g(a:)`, `isTop()`).
  public var printedName: String {
    let params = parameters.parameters
    return !params.isEmpty && params.allSatisfy({ $0.argumentLabel == nil }) ? name : fullName
  }
}
