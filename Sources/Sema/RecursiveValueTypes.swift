import AST
import Basic

/// Value types that contain themselves (`struct S { let x: S }`, `enum E { case e(E) }`)
/// have no finite layout: swiftc's errors, reported once the signatures are resolved,
/// before any layout is computed. An `indirect` case is boxed: it ends the recursion.
///
/// The types of an imported module are checked too: a module miniswiftc wrote keeps its
/// `indirect`s, but an interface written by hand may not, and its layout would never end.
/// (Module Swift's types are not checked: the library has none.)
extension TypeChecker {
  func checkRecursiveValueTypes() {
    for d in nominals where d.moduleName != "Swift" {
      switch d {
      case let s as StructDecl:
        if let p = storedProperties(of: s).first(where: { contains(s, $0.interfaceType, visited: []) }) {
          error(SemaDiagnostics.recursiveValueType(s.name), at: p.nameLoc)
        }
      case let e as EnumDecl:
        if enumPayloads(of: e).contains(where: { contains(e, $0, visited: []) }) {
          // swiftc's note for a case whose one payload is the enum itself.
          let direct = enumElements(of: e).first { $0.parameters?.parameters.map(\.interfaceType) == [.nominal(e)] }
          let notes = direct.map { [Diagnostic.note(SemaDiagnostics.recursiveCaseHere(), at: $0.nameLoc)] } ?? []
          error(SemaDiagnostics.recursiveEnumNotIndirect(e.name), at: e.nameLoc, notes: notes)
        }
      default:
        break
      }
    }
  }

  /// Whether a value of type `t` holds a `target` inline (through stored properties,
  /// enum payloads, optionals and tuples; arrays and classes hold references).
  private func contains(_ target: NominalTypeDecl, _ t: SwiftType?, visited: Set<ObjectIdentifier>) -> Bool {
    switch t {
    case .optional(let w)?:
      return contains(target, w, visited: visited)
    case .tuple(let ts, _)?:
      return ts.contains { contains(target, $0, visited: visited) }
    case .nominal(let d)?:
      if d === target { return true }
      var visited = visited
      guard visited.insert(ObjectIdentifier(d)).inserted else { return false }
      switch d {
      case is StructDecl:
        return storedProperties(of: d).contains { contains(target, $0.interfaceType, visited: visited) }
      case let e as EnumDecl:
        return enumPayloads(of: e).contains { contains(target, $0, visited: visited) }
      default:
        return false
      }
    default:
      return false
    }
  }

  /// The associated value types stored inline (those of boxed, `indirect` cases are not).
  private func enumPayloads(of e: EnumDecl) -> [SwiftType] {
    enumElements(of: e).filter { !e.isIndirect($0) }.flatMap { $0.parameters?.parameters.compactMap(\.interfaceType) ?? [] }
  }
}
