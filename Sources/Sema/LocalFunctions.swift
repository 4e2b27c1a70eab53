import AST
import Basic

/// Local functions (`func stepForward` inside `chooseStepFunction`): checked where they
/// are declared, in the scope of the enclosing body, capturing what they use of it as a
/// closure does (`FuncDecl.captures`); callable and usable as values from there on,
/// recursive. IRGen gives each a context, made at its declaration.
extension TypeChecker {
  func checkLocalFunction(_ f: AbstractFunctionDecl) {
    // The captures are what the body uses from outside this root (its parameters and
    // locals are declared below it).
    let root = Scope(parent: scope)
    closureCaptures.append((root: root, captures: []))
    checkFunctionBody(f, enclosingScope: root)
    let captured = closureCaptures.removeLast().captures.filter { $0 !== f && $0 !== (f as? AccessorDecl)?.storage }
    f.captures = captured
    // What it captures from further out, an enclosing closure or local function
    // captures too.
    for v in captured { noteCapture(v) }
  }

  /// A call of local function `f` or its use as a value: its value, captured by the
  /// closures and local functions it is used in. Within its own body that is a
  /// recursive call: directly in the body it is the function's own value (not a
  /// capture), but a closure or local function nested in the body (`step` inside `walk`
  /// calling `walk`) captures it like anything else from outside. (Used before its
  /// declaration, its captures are not known yet.)
  func noteLocalFunctionUse(_ f: FuncDecl, at loc: SourceLoc) {
    var ctx: FunctionContext? = context
    while let c = ctx {
      if c.decl === f {
        noteCapture(f)
        return
      }
      ctx = c.parent
    }
    guard f.captures != nil else {
      notSupported("a local function used before its declaration", at: loc)
      return
    }
    noteCapture(f)
  }
}
