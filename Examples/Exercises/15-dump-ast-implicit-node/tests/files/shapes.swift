public struct Point {
  let x: Int
  var y: Int
}

public class Label {
  public let text: String
  init(text: String) { self.text = text }
}
