// Static members and initializers called through a metatype value an expression
// computes: the expression is evaluated (its effects happen), the member is the static
// type's; a final class's metatype value constructs that class, also through a protocol
// extension's initializer.
protocol Tagged {
  init()
  var tag: String { get set }
}
extension Tagged {
  init(tagged t: Int) {
    self.init()
    tag = "#\(t)"
  }
  static func describe() -> String { "a \(Self.self)" }
}
struct Plain: Tagged {
  var tag = ""
  static func make() -> Plain { Plain(tag: "made") }
}
final class Chip: Tagged {
  var tag = ""
  init() { print("Chip.init") }
  deinit { print("deinit \(tag)") }
}
func plainKind() -> Plain.Type {
  print("plainKind")
  return Plain.self
}
func chipKind() -> Chip.Type {
  print("chipKind")
  return Chip.self
}
print(plainKind().make().tag)
print(plainKind().describe())
print((Plain.self).init(tagged: 1).tag)
let chips: Chip.Type = Chip.self
let chip = chips.init(tagged: 2)
print(chip.tag)
print(chipKind().init(tagged: 3).tag)
print(chipKind().describe())
