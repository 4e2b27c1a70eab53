import AST
import Basic

extension TypeChecker {
  /// swiftc's "generic parameter 'T' is not used in function signature": a generic
  /// parameter of a function, an initializer or a subscript that none of its parameters'
  /// types nor its result type names, so that no call could infer it. (Named as the base
  /// of an associated type alone, `T.Element`, it is not inferable either.)
  func checkGenericParametersUsed(_ generics: [GenericTypeParamDecl], in types: [SwiftType]) {
    guard !generics.isEmpty, !types.contains(where: \.containsError) else { return }
    for g in generics where !types.contains(where: { $0.mentionsInferably(g) }) {
      report(Diagnostic(.error, SemaDiagnostics.genericParameterNotUsed(g.name), at: g.nameLoc, group: "no-usage"))
    }
  }
}
