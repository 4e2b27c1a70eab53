// Result builders: on a closure parameter (components, if/else as buildEither, if as
// buildOptional, for as buildArray, an empty body), on computed properties and functions
// (buildExpression, buildFinalResult), and a closure with its own return left as it is.
protocol Drawable { func draw() -> String }
struct Text: Drawable {
  var content: String
  init(_ content: String) { self.content = content }
  func draw() -> String { return content }
}
struct Space: Drawable { func draw() -> String { return " " } }
struct Line: Drawable {
  var elements: [Drawable]
  func draw() -> String {
    var s = ""
    for e in elements { s += e.draw() }
    return s
  }
}
@resultBuilder
struct DrawingBuilder {
  static func buildBlock(_ components: Drawable...) -> Drawable { return Line(elements: components) }
  static func buildEither(first: Drawable) -> Drawable { return first }
  static func buildEither(second: Drawable) -> Drawable { return second }
  static func buildOptional(_ component: Drawable?) -> Drawable { return component ?? Text("<none>") }
}
extension DrawingBuilder {
  static func buildArray(_ components: [Drawable]) -> Drawable { return Line(elements: components) }
}
func draw(@DrawingBuilder content: () -> Drawable) -> Drawable { return content() }
func greet(_ name: String?) -> Drawable {
  return draw {
    Text("Hello")
    Space()
    if let name = name {
      Text(name)
    } else {
      Text("World")
    }
    if name == nil { Text("?") }
    for i in 1...3 {
      Space()
      Text("\(i)")
    }
  }
}
print(greet(nil).draw())
print(greet("Ravi").draw())
let empty = draw { }
print("[" + empty.draw() + "]")
@resultBuilder
struct Joiner {
  static func buildBlock(_ parts: String...) -> String { parts.joined(separator: " ") }
  static func buildExpression(_ n: Int) -> String { "#\(n)" }
  static func buildExpression(_ s: String) -> String { s }
  static func buildOptional(_ s: String?) -> String { s ?? "-" }
  static func buildFinalResult(_ s: String) -> String { "<" + s + ">" }
}
struct Card {
  var title: String
  var rank: Int?
  @Joiner var body: String {
    "card"
    title
    if let rank = rank { rank }
  }
  @Joiner func twice() -> String {
    body
    body
  }
}
@Joiner func top(_ flag: Bool) -> String {
  1
  "two"
  if flag { "three" }
}
print(Card(title: "ace", rank: 1).body)
print(Card(title: "king", rank: nil).twice())
print(top(true), top(false))
let manual = draw {
  let first = Text("manual")
  return DrawingBuilder.buildEither(first: first)
}
print(manual.draw())
