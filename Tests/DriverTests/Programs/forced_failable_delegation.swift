// A non-failable initializer delegating to a failable one with `!`: The Swift
// Programming Language's UntitledDocument (super.init(name:)!), and a struct's and a
// convenience initializer's self.init(...)!.
class Document {
  var name: String?
  init() {}
  init?(name: String) {
    if name.isEmpty { return nil }
    self.name = name
  }
}
class UntitledDocument: Document {
  override init() {
    super.init(name: "[Untitled]")!
  }
}
print(UntitledDocument().name!)
struct Celsius {
  var degrees: Double
  init?(text: String) {
    guard let d = Double(text) else { return nil }
    degrees = d
  }
  init(boiling: Bool) {
    self.init(text: boiling ? "100" : "0")!
  }
}
print(Celsius(boiling: true).degrees, Celsius(boiling: false).degrees)
class Named {
  let name: String
  init?(_ name: String) {
    if name.isEmpty { return nil }
    self.name = name
  }
  convenience init(number: Int) {
    self.init("#\(number)")!
  }
}
print(Named(number: 7).name)
