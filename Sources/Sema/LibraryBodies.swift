import AST

/// Module `Swift`'s functions and methods are type-checked when a program uses them, not
/// all at each compile: the library grows with every function moved into `stdlib/`, a
/// program calls a few of them, and a body nobody calls is never emitted (IRGen emits a
/// library function on its first use).
///
/// Both are reached by their names:
/// - a file-scope function (`max`) only through `libraryFunctions(named:)` (an
///   unqualified name, or `Swift.name`), which asks for the bodies of what it finds;
/// - a method (`map` in `extension Array`, `next()` of `IndexingIterator`) through
///   member lookup, `requestLibraryMethods(named:)`: whatever type a lookup of `map` is
///   on (a program's, a generic parameter's, a protocol's, a witness's), the library's
///   methods named `map` are asked for. This is more than the program needs (every
///   `map` for one `a.map`), but it is one rule with no exception: a method Sema can
///   reach is reached through a lookup of its name.
///
/// `checkRequestedLibraryBodies()` checks what was asked for after the program's own
/// bodies, as swiftc checks an imported body after the module's. A library body that
/// uses another library function or method asks for that one in turn, so the queue
/// runs until every body reachable from the program is checked. Initializers, accessors,
/// subscripts and operators (`==`, found by operator lookup) are few and checked at
/// each compile.
///
/// IRGen emits checked bodies only (`isBodyChecked`): a library body emitted without a
/// check would be a use that did not go through a lookup, and stops the compiler.
///
/// A library body has no error (a test checks every one of them,
/// `StandardLibraryBodyTests`): the program's diagnostics are the same whichever bodies
/// are checked.
extension TypeChecker {
  /// The public functions of module `Swift` named `name`, their bodies requested.
  func libraryFunctions(named name: String) -> [ValueDecl]? {
    guard let values = libraryValues[name] else { return nil }
    for case let f as FuncDecl in values where requestedLibraryBodies.insert(ObjectIdentifier(f)).inserted {
      libraryBodiesToCheck.append(f)
    }
    return values
  }

  /// Asks for the bodies of module `Swift`'s methods named `name` (a member lookup of
  /// `name` may find any of them).
  func requestLibraryMethods(named name: String) {
    guard requestedLibraryMethodNames.insert(name).inserted,
          let methods = libraryMethodsOnRequest.removeValue(forKey: name) else { return }
    libraryBodiesToCheck += methods
  }

  /// Whether `f` is checked when requested rather than with the program's bodies: a
  /// function at file scope of module `Swift`, or a method of one of its types or
  /// extensions (not an operator: those are found by operator lookup).
  func isCheckedOnRequest(_ f: AbstractFunctionDecl) -> Bool {
    guard let f = f as? FuncDecl, isStandardLibraryImported, f.outermostDecl.isInStandardLibrary else { return false }
    return f.parent == nil || f.name.first.map { $0.isLetter || $0 == "_" } == true
  }

  /// Holds the library methods among `functions` until a lookup asks for them (those
  /// already asked for are queued), and returns the rest.
  func deferLibraryMethods(_ functions: [AbstractFunctionDecl]) -> [AbstractFunctionDecl] {
    var rest: [AbstractFunctionDecl] = []
    for f in functions {
      guard isCheckedOnRequest(f), let m = f as? FuncDecl else {
        rest.append(f)
        continue
      }
      if requestedLibraryMethodNames.contains(m.name) {
        libraryBodiesToCheck.append(m)
      } else {
        libraryMethodsOnRequest[m.name, default: []].append(m)
      }
    }
    return rest
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
}
