import AST
import Basic

/// An array literal of values of different types given as an argument
/// (`total([Square(side: 2), Circle(radius: 1)])` for a `[any Shape]` parameter): as for
/// a literal, the parameter's type decides its element type, here after the elements
/// are checked. Without such a context it stays swiftc's "heterogeneous collection" error.
extension TypeChecker {
  /// Checks the elements of an array literal of two or more non-literal values; nil when
  /// some element is a literal (the array is checked as usual).
  func prepareArrayOfValues(_ a: ArrayExpr) -> Operand? {
    guard a.elements.count >= 2, a.elements.allSatisfy({ literalKind(foldIfNeeded($0)) == nil }) else { return nil }
    var types: [SwiftType] = []
    for i in a.elements.indices {
      a.elements[i] = checkExpr(foldIfNeeded(a.elements[i]))
      types.append(a.elements[i].type ?? .error)
    }
    if types.contains(where: \.isError) {
      a.type = .error
    } else if Set(types).count == 1 {
      a.type = .array(types[0])
    } else {
      return Operand(expr: a, literal: .heterogeneousArray(types))
    }
    return Operand(expr: a, literal: nil)
  }

  /// The closest class all of `types` are (or inherit from), if they are all classes.
  func commonSuperclass(_ types: [SwiftType]) -> ClassDecl? {
    let classes = types.compactMap { $0.nominalDecl as? ClassDecl }
    guard classes.count == types.count, let first = classes.first else { return nil }
    var candidate: ClassDecl? = first
    while let c = candidate {
      if classes.allSatisfy({ $0.isSubclass(of: c) }) { return c }
      candidate = c.superclass
    }
    return nil
  }

  func heterogeneousArrayScore(_ types: [SwiftType], _ element: SwiftType) -> Int? {
    let scores = types.map { conversionScore(from: $0, to: element) }
    guard !scores.contains(where: { $0 == nil }) else { return nil }
    return scores.compactMap { $0 }.max()
  }

  func finishHeterogeneousArray(_ a: ArrayExpr, as t: SwiftType, reason: ConversionReason) -> Expr {
    guard case .array(let element) = t else {
      error(SemaDiagnostics.heterogeneousArray(), at: a.loc)
      a.type = .error
      return a
    }
    for i in a.elements.indices {
      a.elements[i] = coerce(a.elements[i], to: element, reason: .arrayElement)
    }
    a.type = t
    return a
  }
}
