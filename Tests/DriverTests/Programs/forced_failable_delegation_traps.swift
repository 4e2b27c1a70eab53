// `super.init(name: "")!` whose initializer fails traps, as a force unwrap does.
class Document {
  var name: String?
  init?(name: String) {
    if name.isEmpty { return nil }
    self.name = name
  }
}
class Blank: Document {
  init() {
    print("delegating")
    super.init(name: "")!
  }
}
_ = Blank()
print("not reached")
