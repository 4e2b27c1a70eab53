import Basic

// The nodes of Swift's error handling (the Language Guide's "Error Handling"): `throw`,
// `try`/`try?`/`try!`, `do`-`catch` and the `is` pattern of a `catch`. Whether a
// function throws is on its declaration (`AbstractFunctionDecl.throwsLoc`), its type
// (`FunctionType.isThrowing`) and a written function type (`FunctionTypeRepr.throwsLoc`).

/// `throw value` — `throw_stmt`. Sema converts `subExpr` to `any Error`.
public final class ThrowStmt: Stmt {
  public var subExpr: Expr

  public init(subExpr: Expr, range: SourceRange) {
    self.subExpr = subExpr
    super.init(range: range)
  }
}

/// `do { body } catch p1, p2 where g { } catch { }` — `do_catch_stmt`. Each `catch` is a
/// `CaseStmt` whose subject is the thrown `any Error`, as in swiftc's tree; a bare
/// `catch` has one label item, the implicit pattern `let error`.
public final class DoCatchStmt: LabeledStmt {
  public var body: BraceStmt
  public var catches: [CaseStmt]
  /// Set by Sema: some `catch` matches every error (then nothing propagates out of the
  /// statement).
  public var isExhaustive = false

  public init(body: BraceStmt, catches: [CaseStmt], range: SourceRange) {
    self.body = body
    self.catches = catches
    super.init(range: range)
  }
}

/// `try e` (`try_expr`), `try? e` (`optional_try_expr`), `try! e` (`force_try_expr`).
/// The type of `try? e` is `T?` for an `e` of type `T` (or `T?` itself when `e` is an
/// optional already: Swift 5 flattens it); the others have `e`'s type.
public final class TryExpr: WrapperExpr {
  public enum Kind: Hashable, Sendable {
    case plain
    case optional
    case forced
  }

  public var kind: Kind

  public init(kind: Kind, subExpr: Expr, range: SourceRange) {
    self.kind = kind
    super.init(subExpr: subExpr, range: range)
  }

  /// The spelling: `try`, `try?`, `try!`.
  public var spelling: String {
    switch kind {
    case .plain: "try"
    case .optional: "try?"
    case .forced: "try!"
    }
  }
}

