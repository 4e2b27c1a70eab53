// A class's `self.init()` in a required convenience initializer (a protocol's
// requirement) left what it inferred for the next call, and the next body checked
// (the library's `Collection.count`) got 'C2' for `index(after:)`.
protocol P {
  init(x: Int)
}
class C2: P {
  var x = 0
  init() {}
  required convenience init(x: Int) {
    self.init()
    self.x = x
  }
}
print(C2(x: 3).x)
print("abc".unicodeScalars.count, [1, 2].isEmpty)
