// A library: what `import Greeter` sees is its public part.
public protocol Greeting {
  var words: String { get }
}

public struct Hello: Greeting {
  public let name: String
  public init(name: String) {
    self.name = name
  }
  public var words: String { "Hello, \(name)!" }
}

public func greet(_ g: Greeting) {
  print(g.words)
}

public func shout(_ g: Greeting, times: Int) {
  var i = 0
  while i < times {
    print(g.words + " " + String(i + 1))
    i += 1
  }
}
