import AST

/// Module `Swift`'s functions, methods, initializers and accessors are type-checked when
/// a program uses them, not all at each compile: the library grows with every function
/// moved into `stdlib/`, a program uses a few of them, and a body nobody calls is never
/// emitted (IRGen emits a library function on its first use).
///
/// They are reached by their names (`libraryLookupName(of:)`):
/// - a file-scope function (`max`) only through `libraryFunctions(named:)` (an
///   unqualified name, or `Swift.name`), which asks for the bodies of what it finds;
/// - a member of a library type (`makeIterator()` of `StrideTo`, `init` of
///   `IndexingIterator`, the getter of `UTF8View.count`) through a member lookup of its
///   name on that type, `requestLibraryMembers(named:of:)`;
/// - a member of a protocol extension or of a built-in type's extension (`map` of
///   `extension Sequence` or `extension Array`) through a lookup that finds it
///   (`requestLibraryBodies(of:)`), on a program's type, a generic parameter, a
///   protocol, or a conformance looking for its witness. A member Sema can reach is
///   reached through a lookup.
///
/// IRGen calls some members with no lookup. A library type's operators (`==` and `<`
/// for a comparison through a generic parameter) and the members Sema derives for it
/// (`__derived_struct_equals`), the witnesses of its conformances, and those of a
/// built-in type's library conformances (`advanced(by:)` of `extension Int8:
/// Strideable`), are asked for when the program uses the type (`noteLibraryTypeUse`: a
/// lookup on it, a library declaration of that type asked for, a generic argument, an
/// opaque result's underlying type), since IRGen calls them only on its values.
/// So are a generic class's members (`KeyPath<Root, Value>`'s): its vtable, which holds
/// them all, is made for each argument list IRGen meets. A library type's witnesses of
/// a protocol with associated types (`Sequence`) wait for the conformance's use
/// (`noteConformanceUse`: a generic argument, a protocol extension's member found on
/// the type, a `for`-`in`). So do a built-in generic type's (`extension Array: Equatable
/// where Element: Equatable`): their `==` and `hash(into:)` wait for a reference (`a ==
/// b`) or a use of the conformance (`[[String: Int]]` bound to a `T: Equatable`, which
/// uses Array's and Dictionary's), not for the type's: `print` takes an `[Any]`. The
/// others are checked at each compile: a non-generic class's members, the operators of
/// protocol extensions (`!=`; a non-generic built-in type's, Int's `&+=`, wait for an
/// operator lookup), and a protocol extension's default implementations of requirements
/// (`hashValue`).
///
/// A lookup asks for the bodies of all it finds, except where the caller chooses one and
/// asks for that one: a subscript's overloads (`a[i]` does not check Array's range
/// subscripts, which would check ArraySlice's initializers) and a conformance's witness
/// candidates (`lookupMembers(_:in:requestingBodies:)`).
///
/// `checkRequestedLibraryBodies()` checks what was asked for after the program's own
/// bodies, as swiftc checks an imported body after the module's. A library body that
/// uses another library declaration asks for that one in turn, so the queue runs until
/// every body reachable from the program is checked.
///
/// IRGen emits checked bodies only (`isBodyChecked`): a library body emitted without a
/// check would be a use that did not go through a lookup, and stops the compiler.
///
/// A library body has no error (a test checks every one of them,
/// `StandardLibraryBodyTests`): the program's diagnostics are the same whichever bodies
/// are checked.
extension TypeChecker {
  /// The public functions of module `Swift` named `name`, their bodies requested.
  func libraryFunctions(named name: String) -> [ValueDecl]? {
    guard let values = libraryValues[name] else { return nil }
    for case let f as FuncDecl in values where requestedLibraryBodies.insert(ObjectIdentifier(f)).inserted {
      libraryBodiesToCheck.append(f)
      noteLibraryTypeUse(f.interfaceType ?? .error)
    }
    return values
  }

  /// Asks for the bodies of module `Swift`'s members named `name` (a member lookup of
  /// `name` may find any of them): methods and operators named `name`, the accessors
  /// of properties named `name` (`"subscript"`: of subscripts), and initializers when
  /// `name` is `"init"`.
  func requestLibraryMethods(named name: String) {
    if deferredLibraryRequests != nil {
      deferredLibraryRequests?.append(.named(name))
      return
    }
    guard requestedLibraryMethodNames.insert(name).inserted,
          let members = libraryMethodsOnRequest.removeValue(forKey: name) else { return }
    libraryBodiesToCheck += members
    for f in members { noteLibraryTypeUse(f.interfaceType ?? .error) }
  }

  /// Asks for the bodies of the library declarations a lookup found (a method, an
  /// initializer, a property's or a subscript's accessors).
  func requestLibraryBodies(of found: [ValueDecl]) {
    guard isStandardLibraryImported else { return }
    for d in found where d.outermostDecl.isInStandardLibrary {
      switch d {
      case let f as AbstractFunctionDecl: requestLibraryBody(f)
      case let v as VarDecl: v.accessors.forEach(requestLibraryBody)
      default: break
      }
    }
  }

  private func requestLibraryBody(_ f: AbstractFunctionDecl) {
    guard f.hasBody, !f.isBodyChecked else { return }
    if deferredLibraryRequests != nil {
      deferredLibraryRequests?.append(.body(f))
      return
    }
    guard requestedLibraryBodies.insert(ObjectIdentifier(f)).inserted else { return }
    libraryBodiesToCheck.append(f)
    noteLibraryTypeUse(f.interfaceType ?? .error)
  }

  /// Asks for the bodies of module `Swift`'s members named `name` of its type `d` (in
  /// its body or its extensions): a lookup of `name` on `d` may find any of them.
  func requestLibraryMembers(named name: String, of d: NominalTypeDecl) {
    requestLibraryMethods(named: TypeChecker.memberLookupName(name, of: d))
  }

  /// The name under which a library type's operators and derived members wait for the
  /// type's use (no lookup name has a space).
  static let usedTypeMembers = "used type"

  /// The name under which a built-in generic type's operators and `hash(into:)` wait
  /// for a use of its conformances.
  static let conformanceWitnessMembers = "used conformance"

  /// The name `libraryLookupName(of:)` gives a member `name` of a library type `d`
  /// (`makeIterator` of `StrideTo`): the member's name and the type, since a lookup is
  /// on one type.
  static func memberLookupName(_ name: String, of d: NominalTypeDecl) -> String {
    "\(name) \(ObjectIdentifier(d).hashValue)"
  }

  /// The name a lookup uses to find `f`, if `f` is checked when requested rather than
  /// with the program's bodies: a function at file scope of module `Swift` (found by
  /// `libraryFunctions(named:)`), or a member of one of its types or extensions: a method
  /// by its name, an accessor by its property's name, an initializer by `init`, a member
  /// of a library type (`StrideTo`) by that and the type, and a library type's operators
  /// and derived members by the type's use, a non-generic built-in type's operators
  /// (Int's `&+=`) by an operator lookup on it. Nil (checked at each compile) for a class's
  /// members (its vtable holds them all, used or not), a protocol extension's default
  /// implementation of a requirement, and the other operators (IRGen calls `==` and `<`
  /// for a comparison through a generic parameter, with no lookup).
  func libraryLookupName(of f: AbstractFunctionDecl) -> String? {
    guard isStandardLibraryImported, f.outermostDecl.isInStandardLibrary else { return nil }
    if f.parent == nil { return f is FuncDecl ? f.name : nil }
    let owner = owningNominal(of: f)
    // A generic class's members (the library's are all generic: `KeyPath<Root, Value>`)
    // are in the vtable IRGen makes for each argument list it uses: asked for once the
    // program uses the class (or a subclass). Another's are checked at each compile.
    if let c = owner as? ClassDecl {
      return c.genericParameters.isEmpty ? nil : TypeChecker.memberLookupName(TypeChecker.usedTypeMembers, of: c)
    }
    if f is DestructorDecl { return nil }
    // A library type's operators, `hash(into:)` and the members Sema derives for it
    // (`__derived_struct_equals`) are IRGen's to call on its values with no lookup (a
    // comparison through a generic parameter, a set's hashing): asked for once the
    // program uses the type. Another's are checked at each compile.
    let libraryType = owner.flatMap { !($0 is ProtocolDecl) && $0.builtinType == nil ? $0 : nil }
    let isOperator = f is FuncDecl && f.name.first.map({ $0.isLetter || $0 == "_" }) != true
    // (`hash(into:)` too: IRGen hashes a set's elements with it, found by its name.)
    let isHashWitness = f is FuncDecl && f.name == "hash"
    if isOperator || isHashWitness, let owner, isBuiltinGenericStandIn(owner) {
      // An operator or `hash(into:)` of Array (Optional, Dictionary, Set): asked for by a
      // reference (`a == b`, found by Sema's Arrays.swift, not by an operator lookup) or
      // by a use of the type's conformance (`conforms(_:to:)`: `[Int]` bound to a `T:
      // Equatable` whose `==` IRGen calls through the generic parameter, with no lookup).
      return TypeChecker.memberLookupName(TypeChecker.conformanceWitnessMembers, of: owner)
    }
    if isOperator, let owner, owner.builtinType != nil, owner.genericParameters.isEmpty {
      // An operator of a non-generic built-in type (`&+=` of Int): found by operator
      // lookup on an operand of that type (`userOperatorFunctions`), which asks for it;
      // IRGen calls none of them with no lookup (Int's `==` and `<` are built in).
      return TypeChecker.memberLookupName(f.name, of: owner)
    }
    if f.isImplicit || isOperator || isHashWitness {
      return libraryType.map { TypeChecker.memberLookupName(TypeChecker.usedTypeMembers, of: $0) }
    }
    if let p = owner as? ProtocolDecl {
      // A default implementation may be a witness IRGen calls through any conforming
      // type's table (`hashValue` of `[Int]`'s Hashable), with no lookup.
      let member: ValueDecl = (f as? AccessorDecl)?.storage ?? f
      if ([p] + inheritedProtocols(of: p)).contains(where: { isDefaultImplementation(member, of: $0) }) { return nil }
    }
    let name: String
    switch f {
    case let a as AccessorDecl:
      guard let storage = a.storage?.name else { return nil }
      name = storage
    case is ConstructorDecl: name = "init"
    default: name = f.name
    }
    // A member of a protocol extension or a built-in type's extension may be found on
    // any type (any conforming type, any `[T]`); one of a library type on that type.
    return libraryType.map { TypeChecker.memberLookupName(name, of: $0) } ?? name
  }

  /// Whether `f` is checked when requested (`libraryLookupName(of:)`).
  func isCheckedOnRequest(_ f: AbstractFunctionDecl) -> Bool { libraryLookupName(of: f) != nil }

  /// Holds the library members among `functions` until a lookup asks for them (those
  /// already asked for are queued), and returns the rest.
  func deferLibraryMethods(_ functions: [AbstractFunctionDecl]) -> [AbstractFunctionDecl] {
    var rest: [AbstractFunctionDecl] = []
    for f in functions {
      guard let name = libraryLookupName(of: f) else {
        rest.append(f)
        continue
      }
      if requestedLibraryMethodNames.contains(name) || requestedLibraryBodies.contains(ObjectIdentifier(f)) {
        libraryBodiesToCheck.append(f)
      } else {
        libraryMethodsOnRequest[name, default: []].append(f)
      }
    }
    return rest
  }

  /// Checks the requested library bodies, and those they request, each once, in the
  /// order they were asked for.
  func checkRequestedLibraryBodies() {
    var next = 0
    while next < libraryBodiesToCheck.count {
      let f = libraryBodiesToCheck[next]
      next += 1
      if f.hasBody && (f.interfaceType != nil || !(f is FuncDecl)) { checkFunctionBody(f) }
    }
    libraryBodiesToCheck.removeAll()
  }

  // MARK: - The library's conformances

  /// Checks the conformances of module `Swift`'s type `d` (`check`) without asking for
  /// the bodies of the witnesses it finds: a library type's witnesses (`makeIterator()`
  /// of `StrideTo`, `description` of `UnicodeScalarView`) and a built-in type's
  /// (`distance(to:)` of `Int8`, `makeIterator()` of `Array`) are asked for when a
  /// program uses the type (`noteLibraryTypeUse`), since IRGen calls them only on its
  /// values. The same for the lookups of the override check of a library class
  /// (`WritableKeyPath`'s of `KeyPath`'s members): they are no use of the class.
  /// Another type's lookups ask for what they find, as always.
  func checkDeferringLibraryRequests(of d: NominalTypeDecl, _ check: () -> Void) {
    guard isStandardLibraryImported, !usedLibraryTypes.contains(ObjectIdentifier(d)) else { return check() }
    if d.builtinType != nil {
      // A built-in type's (`Int8`'s `Strideable`, `Array`'s `Sequence`) wait too, unless
      // the program extends the type: its own conformance's witnesses are checked now.
      guard d.extensions.allSatisfy({ isLibraryExtension($0) }) else { return check() }
    } else if !d.outermostDecl.isInStandardLibrary {
      return check()
    }
    let outer = deferredLibraryRequests
    deferredLibraryRequests = []
    check()
    deferredLibraryWitnesses[ObjectIdentifier(d), default: []] += deferredLibraryRequests ?? []
    deferredLibraryRequests = outer
  }

  /// Checks the conformance of module `Swift`'s type `d` to `proto` (`check`), keeping
  /// the bodies of its witnesses apart when `proto` has associated types (`Sequence`,
  /// `Collection`, `IteratorProtocol`, `Strideable`): those are asked for when the
  /// conformance is used (`noteConformanceUse`), not the type. Such a protocol is no
  /// type of a value (no `any Sequence` in the subset, no cast to one), so its witnesses
  /// are called only through a generic argument, a protocol extension's member found on
  /// the type, or a `for`-`in`: each asks `conforms(_:to:)` or finds the member. `print`
  /// takes an `[Any]`, and no longer checks Array's `indices`, `Range<Int>`'s
  /// Collection witnesses, their `Hasher`, ...
  func checkConformanceDeferringWitnessesUntilUse(of d: NominalTypeDecl, to proto: ProtocolDecl, _ check: () -> Void) {
    guard deferredLibraryRequests != nil, !usedSequenceConformances.contains(ObjectIdentifier(d)),
      !visibleAssociatedTypes(of: proto).isEmpty || isBuiltinGenericStandIn(d)
    else { return check() }
    let outer = deferredLibraryRequests
    deferredLibraryRequests = []
    check()
    deferredSequenceWitnesses[ObjectIdentifier(d), default: []] += deferredLibraryRequests ?? []
    deferredLibraryRequests = outer
  }

  /// Notes that `t` is used as conforming to `p` (`conforms(_:to:)` said so): when `p`
  /// has associated types and `t` is a library type, the witnesses of its conformances
  /// to such protocols are asked for, and those of their associated types
  /// (`IndexingIterator<[T]>`'s `next()` for `[T]`'s `makeIterator()`).
  func noteConformanceUse(_ t: SwiftType, _ p: ProtocolDecl) {
    guard isStandardLibraryImported, deferredLibraryRequests == nil else { return }
    if visibleAssociatedTypes(of: p).isEmpty {
      // `[[String: Int]]` as Equatable: its `==` compares the elements' (a dictionary's)
      // through its generic parameter, with no lookup. (Also before the conformances
      // are checked: a signature's `Set<[Int]>` hashes arrays.)
      releaseBuiltinGenericWitnesses(in: t)
      return
    }
    guard let d = t.nominalDecl ?? builtinStandIn(of: t) else { return }
    noteConformanceUse(of: d, p)
  }

  /// Is `d` the stand-in of a built-in generic type (Array, Optional, Dictionary, Set),
  /// whose conformances' witnesses (`==` and `hash(into:)` of `extension Array: Hashable
  /// where Element: Hashable`) wait for a use of the conformance, not of the type: a
  /// program that prints has arrays (`print` takes an `[Any]`) and compares none.
  private func isBuiltinGenericStandIn(_ d: NominalTypeDecl) -> Bool {
    d.builtinType != nil && !d.genericParameters.isEmpty
  }

  /// `releaseSequenceWitnesses(of:)` for each built-in generic type in `t` (Array and
  /// Dictionary in `[[String: Int]]`).
  private func releaseBuiltinGenericWitnesses(in t: SwiftType) {
    switch t {
    case .optional(let e), .array(let e), .set(let e):
      if let d = builtinStandIn(of: t) { releaseSequenceWitnesses(of: d) }
      releaseBuiltinGenericWitnesses(in: e)
    case .dictionary(let k, let v):
      if let d = builtinStandIn(of: t) { releaseSequenceWitnesses(of: d) }
      releaseBuiltinGenericWitnesses(in: k)
      releaseBuiltinGenericWitnesses(in: v)
    case .boundGeneric(_, let args): args.forEach(releaseBuiltinGenericWitnesses(in:))
    case .tuple(let ts, _): ts.forEach(releaseBuiltinGenericWitnesses(in:))
    case .int, .double, .bool, .string, .character, .stringIndex, .substring, .sizedInteger, .range, .nominal,
      .metatype, .function, .opaque, .void, .existential, .genericParameter, .error, .dependentMember, .any, .anyObject:
      break
    }
  }

  /// Notes that `d` is used as conforming to `p`: `conforms(_:to:)` said so, or a member
  /// of `p`'s extension was found on it (`contains(where:)` on a `Zip2Sequence`).
  func noteConformanceUse(of d: NominalTypeDecl, _ p: ProtocolDecl) {
    // (Until every conformance is checked, what asks is a signature's generic argument,
    // the library's `IndexingIterator<[T]>` or a program's `W<[Int]>`: no use yet. A
    // value of `W<[Int]>` is made by a lookup of its initializer, which is one,
    // `noteGenericArgumentUse`.)
    guard isStandardLibraryImported, conformancesChecked, deferredLibraryRequests == nil, p.composition.isEmpty,
      !usedSequenceConformances.contains(ObjectIdentifier(d)), !visibleAssociatedTypes(of: p).isEmpty
    else { return }
    releaseSequenceWitnesses(of: d)
  }

  /// Notes that the generic arguments `args` of `d` (`[Int]` of a `W<S: Sequence>`) are
  /// used as conforming to the protocols its parameters require: a member of `W<[Int]>`
  /// calls the witnesses of `[Int]`'s Sequence.
  func noteGenericArgumentUse(of d: NominalTypeDecl, _ args: [SwiftType]) {
    guard isStandardLibraryImported, conformancesChecked, deferredLibraryRequests == nil else { return }
    for (g, arg) in zip(d.genericParameters, args) {
      for p in constraints(of: g) { noteConformanceUse(arg, p) }
    }
  }

  /// Asks for the witnesses `d`'s conformances to protocols with associated types keep,
  /// and those of the types its associated types are (a program's `Stack<T>: Sequence`
  /// has an `IndexingIterator<[T]>`).
  private func releaseSequenceWitnesses(of d: NominalTypeDecl) {
    guard usedSequenceConformances.insert(ObjectIdentifier(d)).inserted else { return }
    if d.builtinType != nil || d.outermostDecl.isInStandardLibrary {
      noteLibraryTypeUse(d)
      if isBuiltinGenericStandIn(d) { requestLibraryMembers(named: TypeChecker.conformanceWitnessMembers, of: d) }
      for request in deferredSequenceWitnesses.removeValue(forKey: ObjectIdentifier(d)) ?? [] {
        switch request {
        case .named(let name): requestLibraryMethods(named: name)
        case .body(let f): requestLibraryBody(f)
        }
      }
    }
    releaseAssociatedConformances(of: d)
  }

  /// The types `d`'s conformances make its associated types (`IndexingIterator` for
  /// `Iterator`) have their conformances used with `d`'s.
  private func releaseAssociatedConformances(of d: NominalTypeDecl) {
    for c in d.conformances where !c.typeWitnesses.isEmpty {
      for w in c.typeWitnesses.values { releaseSequenceWitnesses(in: w) }
    }
  }

  /// `releaseSequenceWitnesses(of:)` for each library or built-in type in `t`
  /// (`IndexingIterator` and Array in `IndexingIterator<[T]>`).
  private func releaseSequenceWitnesses(in t: SwiftType) {
    switch t {
    case .nominal(let d): releaseSequenceWitnesses(of: d)
    case .boundGeneric(let d, let args):
      releaseSequenceWitnesses(of: d)
      args.forEach(releaseSequenceWitnesses(in:))
    case .optional(let e), .array(let e), .set(let e), .range(_, let e):
      if let d = builtinStandIn(of: t) { releaseSequenceWitnesses(of: d) }
      releaseSequenceWitnesses(in: e)
    case .dictionary(let k, let v):
      if let d = builtinStandIn(of: t) { releaseSequenceWitnesses(of: d) }
      releaseSequenceWitnesses(in: k)
      releaseSequenceWitnesses(in: v)
    case .int, .double, .bool, .string, .character, .stringIndex, .substring, .sizedInteger:
      if let d = builtinStandIn(of: t) { releaseSequenceWitnesses(of: d) }
    case .tuple(let ts, _): ts.forEach(releaseSequenceWitnesses(in:))
    case .metatype, .function, .opaque, .void, .existential, .genericParameter, .error, .dependentMember, .any,
      .anyObject:
      break
    }
  }

  /// Notes that the program uses the library's types in `t` (a lookup on one, a
  /// library declaration of that type asked for, a generic argument, an opaque result's
  /// underlying type): the witnesses of their conformances are asked for, and so are
  /// those of the types their stored properties hold. A built-in type's library
  /// conformances (`extension Int8: Strideable`, `extension Array: Sequence`) are on
  /// its stand-in.
  func noteLibraryTypeUse(_ t: SwiftType) {
    guard isStandardLibraryImported, deferredLibraryRequests == nil else { return }
    switch t {
    case .nominal(let d): noteLibraryTypeUse(d)
    case .boundGeneric(let d, let args):
      noteLibraryTypeUse(d)
      args.forEach(noteLibraryTypeUse)
    case .metatype(let e): noteLibraryTypeUse(e)
    case .optional(let e), .array(let e), .set(let e), .range(_, let e):
      noteBuiltinTypeUse(t)
      noteLibraryTypeUse(e)
    case .dictionary(let k, let v):
      noteBuiltinTypeUse(t)
      noteLibraryTypeUse(k)
      noteLibraryTypeUse(v)
    case .tuple(let ts, _): ts.forEach(noteLibraryTypeUse)
    case .function(let f):
      noteLibraryTypeUse(f.result)
      for p in f.parameters { noteLibraryTypeUse(p.type) }
    case .opaque(_, let args): args.forEach(noteLibraryTypeUse)
    case .int, .double, .bool, .string, .character, .stringIndex, .substring, .sizedInteger:
      noteBuiltinTypeUse(t)
    case .void, .existential, .genericParameter, .error, .dependentMember, .any, .anyObject:
      break
    }
  }

  private func noteBuiltinTypeUse(_ t: SwiftType) {
    if let d = builtinStandIn(of: t) { noteLibraryTypeUse(d) }
  }

  private func noteLibraryTypeUse(_ d: NominalTypeDecl) {
    guard d.builtinType != nil || d.outermostDecl.isInStandardLibrary,
          usedLibraryTypes.insert(ObjectIdentifier(d)).inserted else { return }
    requestLibraryMembers(named: TypeChecker.usedTypeMembers, of: d)
    for request in deferredLibraryWitnesses.removeValue(forKey: ObjectIdentifier(d)) ?? [] {
      switch request {
      case .named(let name): requestLibraryMethods(named: name)
      case .body(let f): requestLibraryBody(f)
      }
    }
    for v in storedProperties(of: d) { noteLibraryTypeUse(typeOfVar(v)) }
    if let superclass = (d as? ClassDecl)?.superclass { noteLibraryTypeUse(superclass) }
    for case let e as EnumElementDecl in d.members {
      for p in e.parameters?.parameters ?? [] { noteLibraryTypeUse(p.interfaceType ?? .error) }
    }
  }
}

/// What a lookup asks of the library's bodies: those named so (`makeIterator`, or a
/// type's member, `TypeChecker.memberLookupName`), or one it found.
enum LibraryBodyRequest {
  case named(String)
  case body(AbstractFunctionDecl)
}
