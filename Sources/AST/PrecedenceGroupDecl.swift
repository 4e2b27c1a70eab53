import Basic

/// `precedencegroup ExponentPrecedence { higherThan: MultiplicationPrecedence
/// associativity: right }`: a precedence group an infix operator may name
/// (`infix operator **: ExponentPrecedence`). Sema orders it among the standard
/// library's groups and the program's (`Sema/PrecedenceGroups.swift`).
public final class PrecedenceGroupDecl: Decl {
  public enum Associativity: String {
    case none, left, right
  }

  /// A group named in `higherThan:` or `lowerThan:`, where it is written.
  public struct Relation {
    public let name: String
    public let loc: SourceLoc

    public init(name: String, loc: SourceLoc) {
      self.name = name
      self.loc = loc
    }
  }

  public var name: String
  public var nameLoc: SourceLoc
  public var associativity: Associativity = .none
  /// `assignment: true`: the operators fold as assignments do in optional chains.
  public var isAssignment = false
  public var higherThan: [Relation] = []
  public var lowerThan: [Relation] = []

  public init(name: String, nameLoc: SourceLoc, range: SourceRange) {
    self.name = name
    self.nameLoc = nameLoc
    super.init(range: range)
  }
}
