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

/// A tuple value used as another tuple type of the same arity: relabelled
/// (`let p: (Int, Int) = labeled`, the same representation) or with elements converted
/// (`(Int, Sub)` as `(Int?, Base)`: the value is evaluated once, then each element goes
/// through `conversions[i]`, an expression over the placeholder `elements[i]`) —
/// swiftc's `destructure_tuple_expr`. A tuple literal takes its context's type directly
/// instead.
public final class TupleConversionExpr: ImplicitConversionExpr {
  /// Stand-ins for the elements of `subExpr`'s value (empty when only labels change).
  public var elements: [OpaqueValueExpr]
  /// Each element converted to the target's element type (empty when only labels change).
  public var conversions: [Expr]

  public init(subExpr: Expr, type: SwiftType, elements: [OpaqueValueExpr] = [], conversions: [Expr] = []) {
    self.elements = elements
    self.conversions = conversions
    super.init(subExpr: subExpr, type: type)
  }
}

/// A value already computed, standing in an expression built over it (swiftc's
/// `opaque_value_expr`): an element of the tuple a `TupleConversionExpr` converts.
public final class OpaqueValueExpr: Expr {
  public init(type: SwiftType, range: SourceRange) {
    super.init(range: range, isImplicit: true)
    self.type = type
  }
}
