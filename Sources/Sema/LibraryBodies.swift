import AST

/// Module `Swift`'s functions are type-checked when a program uses them, not all at each
/// compile: the library grows with every function moved into `stdlib/`, a program calls
/// a few of them, and a body nobody calls is never emitted (IRGen emits a library
/// function on its first use).
///
/// A library function is reached only by its name, through `libraryFunctions(named:)`
/// (an unqualified name, or `Swift.name`): the lookup asks for the bodies of what it
/// finds, each once, and `checkRequestedLibraryBodies()` checks them after the
/// program's own bodies, as swiftc checks an imported body after the module's. A
/// library body that uses another library function asks for that one in turn, so the
/// queue runs until every body reachable from the program is checked.
///
/// A library body has no error (a test checks every one of them, `LibraryTests`): the
/// program's diagnostics are the same whichever bodies are checked.
extension TypeChecker {
  /// The public functions of module `Swift` named `name`, their bodies requested.
  func libraryFunctions(named name: String) -> [ValueDecl]? {
    guard let values = libraryValues[name] else { return nil }
    for case let f as FuncDecl in values where requestedLibraryBodies.insert(ObjectIdentifier(f)).inserted {
      libraryBodiesToCheck.append(f)
    }
    return values
  }

  /// Checks the requested library bodies, and those they request, each once, in the
  /// order they were asked for.
  func checkRequestedLibraryBodies() {
    var next = 0
    while next < libraryBodiesToCheck.count {
      let f = libraryBodiesToCheck[next]
      next += 1
      if f.body != nil && f.interfaceType != nil { checkFunctionBody(f) }
    }
    libraryBodiesToCheck.removeAll()
  }

  /// Whether `f` is checked when requested (`libraryFunctions(named:)`) rather than
  /// with the imported modules' bodies: a function at file scope of module `Swift`.
  func isCheckedOnRequest(_ f: FuncDecl) -> Bool {
    f.parent == nil && f.isInStandardLibrary
  }
}
