// A library whose types keep some of their stored properties to themselves.
public struct Player {
  let id: Int
  public var score: Int
  private var bonus: Int
  public init(id: Int, score: Int, bonus: Int) {
    self.id = id
    self.score = score
    self.bonus = bonus
  }
  public var total: Int { score + bonus }
  public func card() -> String { "#\(id): \(score) + \(bonus)" }
}

public final class Team {
  var members: [Player] = []
  public private(set) var name: String
  public var wins = 0
  public init(name: String) { self.name = name }
  public func add(_ p: Player) { members.append(p) }
  public var best: Int {
    var b = 0
    for m in members where m.total > b { b = m.total }
    return b
  }
}
