// Small types whose first stored property is internal.
public struct Reading {
  let sensor: Int
  public var value: Int
  public init(sensor: Int, value: Int) {
    self.sensor = sensor
    self.value = value
  }
}

public final class Meter {
  var count = 0
  public var limit = 100
  public init() {}
}
