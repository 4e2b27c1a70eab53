// Inheritance from a generic class: `class IntBox: Base<Int>`, `class Sub<T>: Base<T>`,
// with dynamic dispatch through a `Base<Int>` reference, `super`, casts and deinit order.
class Base<T> {
  var value: T
  init(_ v: T) {
    value = v
    print("Base.init(\(v))")
  }
  func describe() -> String { "Base(\(value))" }
  func get() -> T { value }
  var kind: String { "base" }
  deinit { print("Base deinit \(value)") }
}

class IntBox: Base<Int> {
  var extra: Int
  init(_ v: Int, extra: Int) {
    self.extra = extra
    super.init(v)
    print("IntBox.init")
  }
  override func describe() -> String { "IntBox(\(value), \(extra)) over " + super.describe() }
  override func get() -> Int { value * 100 }
  func total() -> Int { value + extra }
  override var kind: String { "intbox" }
  deinit { print("IntBox deinit") }
}

class Plain: Base<Int> {}

class Sub<T>: Base<T> {
  var tag: String
  init(_ v: T, tag: String) {
    self.tag = tag
    super.init(v)
  }
  override func describe() -> String { "Sub<\(tag)>(\(value))" }
}

class Leaf: Sub<String> {
  override func describe() -> String { "Leaf: " + super.describe() }
  override func get() -> String { value.uppercased() }
}

func show(_ b: Base<Int>) {
  print(b.describe(), b.get(), b.value)
}

do {
  let i = IntBox(4, extra: 5)
  show(i)
  print(i.total(), i.get())
  let b: Base<Int> = i
  if let back = b as? IntBox { print("cast ok", back.extra) }
  print(b is IntBox, b is Plain, b.kind, i.kind)
  let p = Plain(9)
  show(p)
  print(p.describe(), type(of: p))
  let s = Sub(7, tag: "seven")
  show(s)
  let t = Sub("x", tag: "str")
  print(t.describe(), t.get(), t.value)
  print(type(of: i), type(of: s), type(of: t))
  let all: [Base<Int>] = [i, p, s, Base(1)]
  print(all.map { $0.describe() })
  print(all.map { $0.get() })
  let leaf = Leaf("leaf", tag: "l")
  let asBase: Base<String> = leaf
  print(asBase.describe(), asBase.get(), type(of: asBase))
  if let l = asBase as? Sub<String> { print("a Sub", l.tag) }
  i.value += 10
  print(i.value, i.describe())
}
print("done")

class Observed: Base<String> {
  override var value: String {
    didSet { print("value now", value) }
  }
}
let observed = Observed("a")
observed.value = "b"
let anyValue: Any = observed
if let back = anyValue as? Base<String> { print("from Any", back.value, back.describe()) }
