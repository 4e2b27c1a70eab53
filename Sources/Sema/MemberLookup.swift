import AST
import Basic

/// Looking up members of a type (`base.name`), and access control on what is found.
extension TypeChecker {
  /// The members named `name` of values of type `t` (instance and static alike): the
  /// type's own, its extensions', a class's inherited ones (without those overridden by
  /// a subclass), a protocol's requirements, the built-in types' properties and
  /// conversion initializers (`init`).
  /// The library's bodies among them are asked for (LibraryBodies.swift), unless the
  /// caller asks for those of the one it chooses (`requestingBodies: false`: a
  /// subscript's overloads, of which a use calls one; a type's initializers, of which a
  /// call chooses one, so `String(5)` checks none of String's library initializers).
  func lookupMembers(_ name: String, in t: SwiftType, requestingBodies: Bool = true) -> [ValueDecl] {
    let found = findMembers(name, in: t, requestingBodies: requestingBodies)
    if requestingBodies { requestLibraryBodies(of: found) }
    return found
  }

  /// `lookupMembers` before it asks for the bodies of the library members it found.
  private func findMembers(_ name: String, in t: SwiftType, requestingBodies: Bool) -> [ValueDecl] {
    switch t {
    case .nominal(let d), .boundGeneric(let d, _):
      noteLibraryTypeUse(t)
      if case .boundGeneric(_, let args) = t { noteGenericArgumentUse(of: d, args) }
      if requestingBodies { requestLibraryMembers(named: name, of: d) }
      if name == "init" {
        ensureImplicitInitializers(d)
        let own = memberTables[ObjectIdentifier(d)]?["init"] ?? []
        // (And a protocol extension's, which delegates to a requirement: `init(tagged:)`
        // of `extension Tagged`.)
        return d is ProtocolDecl ? own : own + inheritedProtocolExtensionMembers("init", of: d, own: own)
      }
      let own = memberTables[ObjectIdentifier(d)]?[name]
      guard let cls = d as? ClassDecl, let sup = cls.superclass else {
        return (own ?? []) + inheritedProtocolExtensionMembers(name, of: d, own: own ?? [])
      }
      // A class: its members hide the ones they override in its superclasses.
      if own == nil && sup.superclass == nil && !hasProtocolExtensions { return memberTables[ObjectIdentifier(sup)]?[name] ?? [] }
      var result: [ValueDecl] = []
      var overridden: Set<ObjectIdentifier> = []
      var current: NominalTypeDecl? = d
      while let c = current {
        for m in memberTables[ObjectIdentifier(c)]?[name] ?? [] where !overridden.contains(ObjectIdentifier(m)) {
          result.append(m)
          var o = m.overriddenDecl
          while let od = o {
            overridden.insert(ObjectIdentifier(od))
            o = od.overriddenDecl
          }
        }
        current = (c as? ClassDecl)?.superclass
      }
      return result + inheritedProtocolExtensionMembers(name, of: d, own: result)
    case .existential(let p):
      return protocolMembers(name, of: p)
    case .opaque(let o, _):
      return protocolMembers(name, of: o.constraint)
    case .genericParameter(let g):
      // The members of the class `T` is constrained to, the requirements of its protocols.
      let inherited = g.superclass.map { lookupMembers(name, in: .nominal($0), requestingBodies: requestingBodies) } ?? []
      return inherited + requirements(named: name, in: constraints(of: g), base: t)
    case .dependentMember:
      // `S.Iterator`: the requirements of the protocols its associated type is constrained to.
      return requirements(named: name, in: constraints(ofDependent: t), base: t)
    case .int, .double, .bool, .string, .character, .substring, .stringIndex, .sizedInteger, .range:
      noteLibraryTypeUse(t)
      // (Beside the built-in initializers, those its extensions declare: `extension
      // String { init(twice s: String) }`.)
      if name == "init" {
        return stdlib.initializers(of: t) + (builtinStandIns[t].flatMap { memberTables[ObjectIdentifier($0)]?["init"] } ?? [])
      }
      if let v = stdlib.properties[t]?[name] {
        // A method of the same name, `count(where:)` beside `count`, is the library's
        // (`extension Sequence`): a call chooses it by its labels.
        let methods = builtinStandIns[t].map { d in
          inheritedProtocolExtensionMembers(name, of: d, own: [v], base: t).filter { $0 is FuncDecl }
        } ?? []
        return [v] + methods
      }
      if let fs = stdlib.methods[t]?[name] {
        // The library's overloads of a built-in method (`index(_:offsetBy:limitedBy:)`
        // beside `index(_:offsetBy:)`, `firstIndex(where:)` beside `firstIndex(of:)`).
        let library = builtinStandIns[t].map { d in
          (memberTables[ObjectIdentifier(d)]?[name] ?? []).filter { $0.outermostDecl.isInStandardLibrary }
        } ?? []
        // A range of Int, a Sequence: Sequence's `contains(where:)` beside its built-in
        // `contains(_:)`, which hides Sequence's `contains(_:)`.
        guard case .range = t, let d = builtinStandIns[t] else { return fs + library }
        return fs + library + inheritedProtocolExtensionMembers(name, of: d, own: fs + library, base: t).filter { $0 is FuncDecl }
      }
      // What this module's extensions add (`extension Double { var km: Double }`, the
      // library's `extension Range<Int>`'s `makeIterator()`), and
      // the protocol extensions of the protocols they make it conform to.
      var found: [ValueDecl] = []
      if let d = builtinStandIns[t] {
        let own = memberTables[ObjectIdentifier(d)]?[name] ?? []
        found = own + inheritedProtocolExtensionMembers(name, of: d, own: own, base: t)
      }
      // A range of Int is the library's struct too (`extension ClosedRange { func f() }`
      // on `1...3`, AST/LibraryRangeRepresentation.swift): what the built-in type does
      // not have, the struct's members and extensions may.
      if found.isEmpty, let s = libraryRangeStruct(t) { return findMembers(name, in: s, requestingBodies: requestingBodies) }
      return found
    case .array, .dictionary, .set, .optional:
      // What `extension Array` adds, in the library or the program (the rest of Array's
      // API is built in, Arrays.swift), and the protocol extensions of the protocols an
      // extension makes it conform to (`extension Array: Container {}`).
      noteLibraryTypeUse(t)
      guard let d = builtinStandIn(of: t) else { return [] }
      let own = memberTables[ObjectIdentifier(d)]?[name] ?? []
      return own + inheritedProtocolExtensionMembers(name, of: d, own: own, base: t)
    default:
      return []
    }
  }

  /// The requirements named `name` of `protocols` and of the protocols they inherit
  /// (`count` of `Container` on a `C: SuffixableContainer`), each protocol once.
  func requirements(named name: String, in protocols: [ProtocolDecl], base: SwiftType? = nil) -> [ValueDecl] {
    var seen: Set<ObjectIdentifier> = []
    var result: [ValueDecl] = []
    for p in protocols {
      for q in [p] + (p.inherited.isEmpty ? [] : inheritedProtocols(of: p)) where seen.insert(ObjectIdentifier(q)).inserted {
        result += protocolMembers(name, of: q, base: base)
      }
    }
    return result
  }

  /// Is a member static (a type member)?
  func isStaticMember(_ d: ValueDecl) -> Bool {
    if d is ConstructorDecl { return false }
    if d is EnumElementDecl { return true }
    return d.isStaticMember
  }

  // MARK: - Access control

  /// True when a declaration from an imported module.
  func isImported(_ d: ValueDecl) -> Bool {
    if let n = d as? NominalTypeDecl { return n.moduleName != module.name && !n.moduleName.isEmpty }
    // A member belongs to the module of the extension that declares it.
    if let ext = d.parent as? ExtensionDecl { return extensionModules[ObjectIdentifier(ext)] != nil }
    if let storage = d.parent as? VarDecl, storage !== d { return isImported(storage) }
    if let owner = owningNominal(of: d) { return owner.moduleName != module.name && !owner.moduleName.isEmpty }
    return importedGlobalIDs.contains(ObjectIdentifier(d))
  }

  /// Can code at `loc` (in the current context) use `d`?
  func isAccessible(_ d: ValueDecl, at loc: SourceLoc, level: AccessLevel? = nil) -> Bool {
    // An imported body (a library's generic type's member) uses its own module's
    // declarations as that module did when it checked it.
    if checkingImportedBodies && isImported(d) { return true }
    switch level ?? d.access {
    case .open, .public:
      return true
    case .internal:
      // (Module Swift's own source sees its internal declarations: `Hasher._combine`,
      // `IndexingIterator._position`.)
      return !isImported(d) || (d.outermostDecl.isInStandardLibrary && isCheckingLibrarySource)
    case .fileprivate:
      return !isImported(d) && (!d.loc.isValid || d.loc.file == loc.file)
    case .private:
      if isImported(d) { return false }
      if d.loc.isValid && d.loc.file != loc.file { return false }
      guard let owner = owningNominal(of: d) else { return true }
      var ctx: FunctionContext? = context
      while let c = ctx {
        // Inside the owner, or inside a type nested in it.
        var n = c.nominal
        while let inner = n {
          if inner === owner { return true }
          n = inner.enclosingNominal
        }
        ctx = c.parent
      }
      return false
    }
  }

  /// `'x' is inaccessible due to 'private' protection level`, with swiftc's note.
  func reportInaccessible(_ name: String, _ d: ValueDecl, at loc: SourceLoc) {
    let declName = (d as? AbstractFunctionDecl)?.fullName ?? d.name
    let notes: [Diagnostic] = d.nameLoc.isValid && !d.isImplicit ? [.note(SemaDiagnostics.declaredHere(declName), at: d.nameLoc)] : []
    error(SemaDiagnostics.inaccessible(name, d.access), at: loc, notes: notes)
  }

  /// Those of `decls` (what `name`, written at `loc`, found; not empty) that code at `loc`
  /// may use; when none, reports the first as inaccessible and returns nil.
  func accessibleDecls<D: ValueDecl>(_ decls: [D], name: String, at loc: SourceLoc) -> [D]? {
    let accessible = decls.filter { isAccessible($0, at: loc) }
    if accessible.isEmpty {
      reportInaccessible(name, decls[0], at: loc)
      return nil
    }
    return accessible
  }

  /// The access level that limits setting a property from code at `loc`.
  func isSettable(_ v: VarDecl, at loc: SourceLoc) -> Bool {
    guard let setterAccess = v.modifiers.setterAccess else { return true }
    return isAccessible(v, at: loc, level: setterAccess)
  }
}
