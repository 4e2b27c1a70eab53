import Basic

/// One platform of an availability condition: `iOS 10`, `macOS 10.12`, or the wildcard
/// `*` (no platform, no version).
public struct AvailabilitySpec {
  /// `iOS`, `macOS`, ...; nil for `*`.
  public var platform: String?
  /// The version as written (`10.12`); nil for `*`.
  public var version: String?
  public var versionLoc: SourceLoc?
  public var range: SourceRange

  public init(platform: String?, version: String?, versionLoc: SourceLoc?, range: SourceRange) {
    self.platform = platform
    self.version = version
    self.versionLoc = versionLoc
    self.range = range
  }
}

/// `#available(iOS 10, macOS 10.12, *)` / `#unavailable(iOS 10)`: a clause of an `if`,
/// `guard` or `while` condition list.
public final class AvailabilityCondition {
  public var isUnavailable: Bool
  public var specs: [AvailabilitySpec]
  public var range: SourceRange
  /// Sema: what the condition is on the platform miniswiftc builds for (Linux, where
  /// no listed platform's version check applies: `#available` holds, `#unavailable`
  /// does not, as swiftc on Linux decides at compile time).
  public var holds: Bool?

  public init(isUnavailable: Bool, specs: [AvailabilitySpec], range: SourceRange) {
    self.isUnavailable = isUnavailable
    self.specs = specs
    self.range = range
  }

  /// `#available` or `#unavailable`, as written.
  public var spelling: String { isUnavailable ? "#unavailable" : "#available" }
}
