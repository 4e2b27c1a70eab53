import AST
import Basic

/// Members some kinds of type cannot have: an access modifier on a protocol
/// requirement, a stored instance property in an enum.
extension TypeChecker {
  func checkMemberRestrictions(_ member: Decl, of d: NominalTypeDecl, ext: ExtensionDecl?) {
    if d is ProtocolDecl, ext == nil, let access = member.modifiers.access, let range = member.modifiers.accessRange {
      error(SemaDiagnostics.accessModifierInProtocol(access), at: range.start,
            notes: [.note(SemaDiagnostics.protocolRequirementsShareAccess(), at: range.start)])
    }
    if d is EnumDecl, let v = member as? VarDecl, v.kind == .stored, !v.modifiers.isStatic, !v.isImplicit {
      error(SemaDiagnostics.enumStoredProperty(), at: v.nameLoc)
    }
  }
}
