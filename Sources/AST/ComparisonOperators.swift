/// The comparison operators a struct, class or enum declares as static members (in
/// its body or its extensions, written or derived by Sema): the witnesses of its
/// `Equatable` and `Comparable` conformances. Sema asks whether one is written; IRGen
/// calls it for `a < b` on a generic parameter specialized to the type, and for the
/// comparisons of an array's `sorted()`, `min()`, `==`.
extension NominalTypeDecl {
  /// The static `name` (`<`, `<=`, `==`, or Sema's `__derived_struct_equals`) taking two
  /// values of this type, whatever it returns.
  public func comparisonOperator(_ name: String) -> FuncDecl? {
    let members = self.members + extensions.flatMap(\.members)
    return members.lazy.compactMap { $0 as? FuncDecl }.first { f in
      guard f.name == name, f.isStaticMember,
            case .function(let ft)? = f.interfaceType else { return false }
      return ft.parameters.map(\.type) == [.nominal(self), .nominal(self)]
    }
  }
}
