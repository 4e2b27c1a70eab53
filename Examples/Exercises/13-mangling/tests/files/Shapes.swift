// A library with instance and static members: methods, a class method, computed
// properties (a getter and setter pair among them) and initializers.
public struct Point {
  var x: Int
  var y: Int
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
  public static var origin: Point { Point(x: 0, y: 0) }
  public static func unit(along axis: Int) -> Point {
    axis == 0 ? Point(x: 1, y: 0) : Point(x: 0, y: 1)
  }
  public var length: Int { x * x + y * y }
  public func moved(by d: Point) -> Point { Point(x: x + d.x, y: y + d.y) }
}

public class Counter {
  var count = 0
  public init() {}
  public static var label: String { "counter" }
  public class func make(startingAt n: Int) -> Counter {
    let c = Counter()
    c.count = n
    return c
  }
  public func tick() { count += 1 }
  public var value: Int {
    get { count }
    set { count = newValue }
  }
}
