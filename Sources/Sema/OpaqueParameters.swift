import AST

/// Opaque parameter types (SE-0341, The Swift Programming Language's "Opaque Parameter
/// Types"): `func describe(_ s: some Shape)` is `func describe<τ: Shape>(_ s: τ)`. Each
/// `some P` written as a parameter's type becomes a generic parameter of the function,
/// after the written ones, named as swiftc prints the type (`some Shape`, a name no
/// program can write), and the parameter's `some P` resolves to it
/// (`opaqueParameterTypes`: two `some Shape` are two parameters); the function is then
/// checked, called and specialized as any generic function.
extension TypeChecker {
  func desugarOpaqueParameters(_ f: AbstractFunctionDecl) {
    guard f is FuncDecl else { return }
    for p in f.parameters.parameters {
      // (`some Collection<Int>`, a constraint on a primary associated type, stays
      // "not supported yet".)
      guard let o = p.typeRepr as? OpaqueTypeRepr, ((o.base as? IdentTypeRepr)?.genericArgs.isEmpty ?? true) else { continue }
      // (At the function's name, where swiftc's notes about it point.)
      let g = GenericTypeParamDecl(name: o.spelling, nameLoc: f.nameLoc, range: o.range)
      g.parent = f
      g.constraint = o.base
      f.genericParameters.append(g)
      opaqueParameterTypes[ObjectIdentifier(o)] = g
    }
  }
}
