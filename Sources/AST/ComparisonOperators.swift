/// The comparison operators a struct, class or enum declares as static members (in
/// its body or its extensions, written or derived by Sema): the witnesses of its
/// `Equatable` and `Comparable` conformances. Sema asks whether one is written; IRGen
/// calls it for `a < b` on a generic parameter specialized to the type, and for the
/// comparisons of an array's `sorted()`, `min()`, `==`.
extension NominalTypeDecl {
  /// The `==` of the type's `Equatable` conformance: written, or derived by Sema
  /// (`__derived_struct_equals` of a struct, `__derived_enum_equals` of an enum with
  /// associated values); nil for an enum compared by its cases.
  public var equalsOperator: FuncDecl? {
    comparisonOperator("==") ?? comparisonOperator("__derived_struct_equals")
      ?? comparisonOperator("__derived_enum_equals")
  }

  /// The static `name` (`<`, `<=`, `==`, or Sema's `__derived_struct_equals`) taking two
  /// values of this type (a generic type's in terms of its own parameters, `Box<T>`),
  /// whatever it returns, else the one written at file scope; a subclass's is its
  /// nearest superclass's that has one.
  public func comparisonOperator(_ name: String) -> FuncDecl? {
    var current: NominalTypeDecl? = self
    while let c = current {
      let members = c.members + c.extensions.flatMap(\.members)
      if let f = members.lazy.compactMap({ $0 as? FuncDecl }).first(where: { f in
        guard f.name == name, f.isStaticMember, case .function(let ft)? = f.interfaceType else { return false }
        let t = c.builtinType ?? c.declaredInterfaceType
        return ft.parameters.map(\.type) == [t, t]
      }) {
        return f
      }
      if let f = c.fileScopeComparisonOperators[name] { return f }
      current = (c as? ClassDecl)?.superclass
    }
    return nil
  }
}

extension ModuleDecl {
  /// The stand-in of built-in generic type `t` (`Array<Element>` for `[Int]`), which
  /// holds the extensions of Array (Optional, Dictionary, Set), or of a range of Int
  /// (`extension Range<Int>`); nil for another type or when nothing extends it.
  public func builtinStandIn(of t: SwiftType) -> NominalTypeDecl? {
    let isRange = if case .range = t { true } else { false }
    guard isRange || t.builtinGenericArguments != nil else { return nil }
    return builtinStandIns.first { $0.builtinSubstitutions(in: t) != nil }
  }

  /// The `==` of built-in generic type `t`: module Swift's `extension Array: Equatable
  /// where Element: Equatable` (stdlib/ArrayHashable.swift; Optional's, Dictionary's,
  /// Set's), what `a == b` on two arrays and a comparison through a generic parameter
  /// specialized for an array call. Nil for another type.
  public func builtinEqualityOperator(of t: SwiftType) -> FuncDecl? {
    builtinStandIn(of: t)?.comparisonOperator("==")
  }

  /// The operator `name` (`>`, `<=`, `>=`) of module Swift's `extension Comparable` or
  /// `extension Equatable` (stdlib/Comparable.swift): what a comparison through a
  /// generic parameter calls, specialized for the type, when the type writes none.
  public func standardLibraryComparisonOperator(_ name: String) -> FuncDecl? {
    for m in imports where m.name == "Swift" {
      for case let e as ExtensionDecl in m.decls {
        guard let p = e.extendedNominal as? ProtocolDecl, p.name == "Comparable" || p.name == "Equatable" else { continue }
        if let f = e.members.lazy.compactMap({ $0 as? FuncDecl }).first(where: { $0.name == name && $0.isStaticMember }) {
          return f
        }
      }
    }
    return nil
  }
}
