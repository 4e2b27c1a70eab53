import AST
import Basic

/// Declarations miniswiftc cannot compile yet (a variadic parameter, a generic type, a
/// property observer or wrapper, `weak`, `indirect`, ...). Unlike the uses of other
/// unsupported constructs, reported when no other error comes before them, these are
/// always reported, and alone: the uses of such a declaration fail in ways that would
/// blame valid Swift ("extra argument in call", "cannot find type 'Element' in scope"),
/// so Sema's other errors are dropped until the declarations are rewritten.
extension TypeChecker {
  func notSupportedDeclaration(_ what: String, at loc: SourceLoc) {
    unsupportedDeclarations.append(Diagnostic(.error, SemaDiagnostics.notSupported(what), at: loc))
  }

  func reportUnsupportedDeclarations() {
    pending.removeAll { $0.diagnostic.severity == .error }
    pendingErrors = 0
    var seen: Set<SourceLoc> = []
    for d in unsupportedDeclarations.sorted(by: { $0.loc < $1.loc }) where seen.insert(d.loc).inserted {
      report(d)
    }
  }

  /// Attributes that change what a declaration means: `@propertyWrapper`,
  /// `@resultBuilder`, and a custom attribute (a property wrapper) on a variable.
  func checkAttributes(_ d: Decl) {
    for (name, loc) in zip(d.attributes, d.attributeLocs) {
      if name == "propertyWrapper", let wrapper = d as? NominalTypeDecl {
        checkPropertyWrapperType(wrapper, at: loc)
      } else if name == "resultBuilder" {
        checkResultBuilderType(d, at: loc)
      } else if name == "propertyWrapper" {
        notSupportedDeclaration("'@\(name)'", at: loc)
      } else if d is VarDecl, name.first?.isUppercase == true, resultBuilder(of: d) == nil {
        // A wrapped property of a type or local variable was expanded
        // (PropertyWrappers.swift).
        if let file = module.files.first(where: { $0.file.id == d.loc.file }), module.allowsTopLevelCode(in: file) {
          error(SemaDiagnostics.propertyWrapperInTopLevelCode(), at: loc)
        } else {
          notSupportedDeclaration("property wrapper '@\(name)' on a global variable", at: loc)
        }
      }
    }
  }
}
