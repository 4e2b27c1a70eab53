import AST
import Basic

/// A generic function of an imported module needs its body: miniswiftc emits a copy of
/// it specialized for each use (GenSpecialization.swift), where swiftc could call the
/// library's one unspecialized entry point. The interfaces miniswiftc writes carry every
/// generic body (as `@inlinable`), but one written by hand may declare
/// `public func id<T>(_ x: T) -> T` alone; its calls would trap at run time, so it is
/// "not supported yet" where it is declared. Generic means: with generic parameters of
/// its own, or a member of a generic type, of a protocol extension, or of an extension of
/// either. (Module Swift's bodies are all there; protocol requirements have none.)
extension TypeChecker {
  func checkImportedGenericBodies() {
    for m in importedModules where m.name != "Swift" {
      for decl in m.decls {
        switch decl {
        case let f as AbstractFunctionDecl:
          checkImportedBody(f, inGenericContext: false, module: m.name)
        case is ProtocolDecl:
          // (Its requirements have no bodies; its extensions' members do.)
          continue
        case let n as NominalTypeDecl:
          checkImportedMembers(of: n, n.members, module: m.name)
        case let e as ExtensionDecl:
          guard let n = e.extendedNominal else { continue }
          checkImportedMembers(of: n, e.members, module: m.name)
        default:
          continue
        }
      }
    }
  }

  /// The members of `n` (or of an extension of it), and of the types nested in them.
  private func checkImportedMembers(of n: NominalTypeDecl, _ members: [Decl], module: String) {
    let generic = !n.genericParameters.isEmpty || n is ProtocolDecl
    for member in members {
      switch member {
      case let f as AbstractFunctionDecl:
        checkImportedBody(f, inGenericContext: generic, module: module)
      case let v as VarDecl:
        for a in v.accessors { checkImportedBody(a, inGenericContext: generic, module: module) }
      case is ProtocolDecl:
        continue
      case let nested as NominalTypeDecl:
        checkImportedMembers(of: nested, nested.members, module: module)
      default:
        continue
      }
    }
  }

  private func checkImportedBody(_ f: AbstractFunctionDecl, inGenericContext: Bool, module: String) {
    guard inGenericContext || !f.genericParameters.isEmpty, !f.hasBody, !f.isImplicit, f.builtin == nil else { return }
    let name = (f as? AccessorDecl).map { "an accessor of '\($0.storage?.name ?? "")'" } ?? "generic function '\(f.fullName)'"
    notSupported("\(name) without a body in the interface of module '\(module)'", at: f.nameLoc)
  }
}
