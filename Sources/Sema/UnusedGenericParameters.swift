import AST
import Basic

extension TypeChecker {
  /// swiftc's "generic parameter 'T' is not used in function signature": a generic
  /// parameter of a function, an initializer or a subscript that none of its parameters'
  /// types nor its result type names, so that no call could infer it. (Named as the base
  /// of an associated type alone, `T.Element`, it is not inferable either.)
  func checkGenericParametersUsed(_ generics: [GenericTypeParamDecl], in types: [SwiftType]) {
    guard !generics.isEmpty, !types.contains(where: \.containsError) else { return }
    // (One a same-type requirement makes another, `U` of `where T == U`, is written as
    // that one in the signature.)
    for g in generics where !types.contains(where: { $0.mentionsInferably(g) || $0.mentionsInferably(g.representative) }) {
      report(Diagnostic(.error, SemaDiagnostics.genericParameterNotUsed(g.name), at: g.nameLoc, group: "no-usage"))
    }
  }
}
