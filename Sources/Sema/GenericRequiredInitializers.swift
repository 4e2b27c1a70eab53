import AST
import Basic

// A generic `required` initializer:
//
//     class A { required init<T>(_ x: T) { print("A \(x)") } }
//     class B: A { required init<U>(_ y: U) { print("B"); super.init(y) } }
//     class C: A {}                 // inherits A's
//     let b = B(3), c = C("hi")
//
// A subclass's initializer overrides it when it has the same labels and, its generic
// parameters taken for the superclass's one by one, the same parameter types and the
// same requirements on them (`init<T: Equatable>(_ x: T)` is another initializer, and
// the subclass then lacks the required one, as swiftc says). A call that names the class
// (`B(3)`, `super.init(y)`, an inherited one's) is static: the class's initializer is
// specialized for the call's arguments as any generic initializer is. A call through a
// metatype value (`t.init(5)` with `t: A.Type`) would need the initializer of the class
// the value is at run time, specialized for `T`, which no vtable slot can hold: not
// supported yet (RequiredInitializerCalls.swift), but for a final class's metatype, whose
// value is that class.

extension TypeChecker {
  /// The substitutions that make `g`'s generic parameters `f`'s, one by one, when the two
  /// have as many with the same requirements (`[:]` when neither is generic); nil when
  /// their generic signatures differ.
  func genericParameterCorrespondence(of g: AbstractFunctionDecl, to f: AbstractFunctionDecl)
    -> [ObjectIdentifier: SwiftType]?
  {
    let (gs, fs) = (g.genericParameters, f.genericParameters)
    guard gs.count == fs.count else { return nil }
    let subs = renaming(gs, to: fs)
    for (a, b) in zip(gs, fs) {
      guard Set(a.conformsTo.map(ObjectIdentifier.init)) == Set(b.conformsTo.map(ObjectIdentifier.init)),
        a.superclass === b.superclass,
        (a.sameTypeAs.flatMap { subs[ObjectIdentifier($0)] }) == b.sameTypeAs.map({ .genericParameter($0) })
      else { return nil }
    }
    return subs
  }

  /// A generic `required` initializer's `where` clause may only constrain its own
  /// parameters to protocols or classes (`where T: Equatable`): the requirements
  /// `genericParameterCorrespondence` compares. Others (`where S.Element == Int`) are
  /// not supported yet.
  func checkGenericRequiredInitializerWhereClause(_ c: ConstructorDecl) {
    guard c.modifiers.isRequired, !c.genericParameters.isEmpty else { return }
    for r in c.whereClause {
      guard r.kind == .conformance, case .genericParameter(let g)? = r.subject.resolved,
        c.genericParameters.contains(where: { $0 === g })
      else {
        notSupportedDeclaration("this 'where' clause of a generic 'required' initializer", at: r.subject.loc)
        return
      }
    }
  }
}
