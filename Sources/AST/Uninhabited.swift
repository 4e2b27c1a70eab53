extension SwiftType {
  /// Is it a type without values, an enum without cases (the library's `Never`)? A
  /// function returning one never returns: Sema's flow checks end the path at its call,
  /// and IRGen follows the call with `unreachable`.
  public var isUninhabited: Bool {
    guard case .nominal(let d) = self, d is EnumDecl else { return false }
    return !d.members.contains { $0 is EnumCaseDecl || $0 is EnumElementDecl }
  }
}
