// Stored properties that belong to no instance: a global variable and static ones,
// of a struct and of a class, each with its storage and its addressor.
public var launches = 0

public struct Settings {
  public static var volume = 5
  public static let name = "app"
}

public class Session {
  public static var count = 0
  public init() { Session.count += 1 }
}
