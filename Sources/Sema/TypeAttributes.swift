import AST
import Basic

/// `@escaping` and `@autoclosure`, written before a parameter's function type: where
/// they may be written (a parameter, of a declaration or of a function type) and on
/// what (a function type; for `@autoclosure`, one without parameters), as swiftc
/// checks them. A declaration's parameter records them (`ParamDecl.isEscaping`,
/// `isAutoclosure`) for the checks of its calls and body.
extension TypeChecker {
  /// Reports the attributes of `repr`, resolved to `type`, written where they do not apply.
  func checkTypeAttributes(_ repr: TypeRepr, _ type: SwiftType) {
    for a in repr.attributes {
      guard repr.isParameterType else {
        error(SemaDiagnostics.attributeOnlyInParameterPosition(a.name), at: a.loc)
        continue
      }
      switch type {
      case .function(let ft):
        if a.name == "autoclosure" && !ft.parameters.isEmpty {
          error(SemaDiagnostics.autoclosureTakesNoArguments(), at: a.nameLoc)
        }
      case .optional(.function) where a.name == "escaping":
        error(SemaDiagnostics.escapingOnOptionalClosure(), at: a.nameLoc)
      case .error:
        break
      default:
        error(SemaDiagnostics.attributeOnlyOnFunctionTypes(a.name), at: a.name == "escaping" ? a.loc : a.nameLoc)
      }
    }
  }

  /// Records a parameter's valid `@escaping` and `@autoclosure` on its declaration.
  func recordParameterAttributes(_ p: ParamDecl, _ repr: TypeRepr, _ type: SwiftType) {
    guard case .function = type else { return }
    for a in repr.attributes {
      if a.name == "escaping" { p.isEscaping = true }
      if a.name == "autoclosure" { p.isAutoclosure = true }
    }
  }
}
