import AST
import Basic

extension TypeChecker {
  /// `weak` and `unowned` on a variable: references are always strong in the code
  /// miniswiftc generates, so a weak or unowned variable would keep its object alive
  /// (and `w == nil` would be false where Swift says true). Rejected at the modifier.
  func checkReferenceOwnership(_ v: VarDecl) {
    for m in v.modifiers.written where m.name == "weak" || m.name == "unowned" {
      notSupportedDeclaration("'\(m.name)' variable", at: m.range.start)
    }
  }
}
