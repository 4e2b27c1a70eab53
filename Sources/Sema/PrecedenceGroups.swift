import AST
import Basic

/// A precedence group: one of Swift's standard groups, which are one chain
/// (`AssignmentPrecedence` lowest, `BitwiseShiftPrecedence` highest), or one a program
/// or an imported module declares (`precedencegroup ExponentPrecedence { higherThan:
/// MultiplicationPrecedence associativity: right }`), placed by its `higherThan:` and
/// `lowerThan:` relations. Two groups are ordered when the relations connect them;
/// operators of unordered groups cannot be adjacent.
struct PrecedenceGroup: Equatable {
  enum Associativity { case left, right, none }

  let name: String
  let associativity: Associativity
  /// A standard group's place in the chain (0: AssignmentPrecedence); nil for a declared one.
  let standardRank: Int?

  static let assignment = standard(0, "AssignmentPrecedence", .right)
  static let ternary = standard(1, "TernaryPrecedence", .right)
  static let logicalDisjunction = standard(2, "LogicalDisjunctionPrecedence", .left)
  static let logicalConjunction = standard(3, "LogicalConjunctionPrecedence", .left)
  static let comparison = standard(4, "ComparisonPrecedence", .none)
  static let nilCoalescing = standard(5, "NilCoalescingPrecedence", .right)
  static let casting = standard(6, "CastingPrecedence", .none)
  static let rangeFormation = standard(7, "RangeFormationPrecedence", .none)
  static let addition = standard(8, "AdditionPrecedence", .left)
  static let multiplication = standard(9, "MultiplicationPrecedence", .left)
  static let bitwiseShift = standard(10, "BitwiseShiftPrecedence", .none)

  /// The standard groups, lowest first.
  static let standardGroups: [PrecedenceGroup] = [
    .assignment, .ternary, .logicalDisjunction, .logicalConjunction, .comparison, .nilCoalescing, .casting,
    .rangeFormation, .addition, .multiplication, .bitwiseShift,
  ]

  private static func standard(_ rank: Int, _ name: String, _ associativity: Associativity) -> PrecedenceGroup {
    PrecedenceGroup(name: name, associativity: associativity, standardRank: rank)
  }

  /// The group a declaration declares.
  init(_ d: PrecedenceGroupDecl) {
    name = d.name
    standardRank = nil
    associativity = switch d.associativity {
    case .left: .left
    case .right: .right
    case .none: .none
    }
  }

  private init(name: String, associativity: Associativity, standardRank: Int?) {
    self.name = name
    self.associativity = associativity
    self.standardRank = standardRank
  }

  static func == (a: PrecedenceGroup, b: PrecedenceGroup) -> Bool { a.name == b.name }
}

extension TypeChecker {
  /// How two groups are ordered.
  enum PrecedenceOrder { case higher, lower, same, unordered }

  /// The group named `name`: a standard one, or one the program or an imported module
  /// declares.
  func precedenceGroup(named name: String) -> PrecedenceGroup? {
    if let d = precedenceGroupDecls[name] { return PrecedenceGroup(d) }
    return PrecedenceGroup.standardGroups.first { $0.name == name }
  }

  /// `precedencegroup P { ... }` at file scope (or in an imported module).
  func declarePrecedenceGroup(_ d: PrecedenceGroupDecl) {
    if let previous = precedenceGroupDecls[d.name] {
      error(SemaDiagnostics.precedenceGroupRedeclared(), at: d.nameLoc,
            notes: [.note(SemaDiagnostics.previousPrecedenceGroup(), at: previous.nameLoc)])
      return
    }
    precedenceGroupDecls[d.name] = d
  }

  /// Checks the relations of the module's groups, once all are declared: each names a
  /// group; `lowerThan:` one of another module (in its own, the other group says
  /// `higherThan:`); `higherThan:` makes no cycle.
  func checkPrecedenceGroupRelations(of d: PrecedenceGroupDecl) {
    for r in d.lowerThan {
      if precedenceGroup(named: r.name) == nil {
        error(SemaDiagnostics.unknownPrecedenceGroup(r.name), at: r.loc)
      } else if let other = precedenceGroupDecls[r.name], !isImported(other) {
        error(SemaDiagnostics.lowerThanGroupInSameModule(), at: r.loc,
              notes: [.note(SemaDiagnostics.precedenceGroupDeclaredHere(), at: other.nameLoc)])
      }
    }
    for r in d.higherThan {
      guard let other = precedenceGroup(named: r.name) else {
        error(SemaDiagnostics.unknownPrecedenceGroup(r.name), at: r.loc)
        continue
      }
      if other == PrecedenceGroup(d) || isHigher(other, than: PrecedenceGroup(d)) {
        error(SemaDiagnostics.precedenceGroupCycle("higherThan"), at: r.loc)
      }
    }
  }

  /// Where `a` stands relative to `b`.
  func precedenceOrder(_ a: PrecedenceGroup, _ b: PrecedenceGroup) -> PrecedenceOrder {
    if a == b { return .same }
    if let ra = a.standardRank, let rb = b.standardRank { return ra > rb ? .higher : .lower }
    if isHigher(a, than: b) { return .higher }
    if isHigher(b, than: a) { return .lower }
    return .unordered
  }

  /// Whether a chain of relations leads down from `a` to `b`.
  private func isHigher(_ a: PrecedenceGroup, than b: PrecedenceGroup) -> Bool {
    var seen: Set<String> = [a.name]
    var work = [a]
    while let g = work.popLast() {
      for lower in directlyLower(than: g) {
        if lower == b { return true }
        if seen.insert(lower.name).inserted { work.append(lower) }
      }
    }
    return false
  }

  /// The groups just below `g`: the standard one below a standard group, the groups a
  /// declared one is `higherThan:`, and the declared groups `lowerThan:` it.
  private func directlyLower(than g: PrecedenceGroup) -> [PrecedenceGroup] {
    var result: [PrecedenceGroup] = []
    if let rank = g.standardRank, rank > 0 { result.append(PrecedenceGroup.standardGroups[rank - 1]) }
    if g.standardRank == nil, let d = precedenceGroupDecls[g.name] {
      result += d.higherThan.compactMap { precedenceGroup(named: $0.name) }
    }
    for d in precedenceGroupDecls.values where d.lowerThan.contains(where: { $0.name == g.name }) {
      result.append(PrecedenceGroup(d))
    }
    return result
  }

  private func isImported(_ d: PrecedenceGroupDecl) -> Bool {
    !module.files.contains { file in file.decls.contains { $0 === d } }
  }
}
