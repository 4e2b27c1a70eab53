import Basic

/// `point.0`, `bounds.min`: one element of a tuple value — swiftc's `tuple_element_expr`
/// (`field #0`). Sema resolves the label or index to `index`. As an assignment's
/// destination (or `&` argument, or the left of `+=`) the base is an lvalue, checked
/// mutable as a struct's stored property would be.
public final class TupleElementExpr: Expr {
  public var base: Expr
  public var index: Int
  /// Where the label or index was written.
  public var nameLoc: SourceLoc

  public init(base: Expr, index: Int, nameLoc: SourceLoc, range: SourceRange) {
    self.base = base
    self.index = index
    self.nameLoc = nameLoc
    super.init(range: range)
  }
}

/// A tuple value used as a tuple type that differs only in its labels
/// (`let p: (Int, Int) = labeled`, `return (1, 2)` from `-> (min: Int, max: Int)`):
/// the same elements, so the same representation — swiftc's `destructure_tuple_expr`
/// (which rebuilds the tuple with the new labels). IRGen only changes the type. A tuple
/// literal takes the labels of its context directly instead.
public final class TupleLabelConversionExpr: Expr {
  public var subExpr: Expr

  public init(subExpr: Expr, type: SwiftType) {
    self.subExpr = subExpr
    super.init(range: subExpr.range, isImplicit: true)
    self.type = type
  }
}
