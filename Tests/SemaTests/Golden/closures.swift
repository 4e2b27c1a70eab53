// Closures as -dump-ast shows them: their discriminators (numbered per context: the
// file's top-level code, a body, a closure, a property's initializer, a default
// argument), isolation, captures (`<direct>`, `<noescape>`) and whether they escape.
let base = 10
let doubled = [1, 2].map { $0 * 2 }
let shift = { (x: Int) in x + base }
let called = { base * 3 }()

func counter() -> () -> Int {
  var n = 0
  let step = 1
  return { n += step; return n }
}

func total(_ values: [Int]) -> Int {
  var sum = 0
  values.forEach { sum += $0 }
  func bump() { sum += base }
  bump()
  let nested = values.map { v in [v].map { $0 + sum }.count }
  return sum + nested.count
}

func withDefault(_ f: () -> Int = { 7 }) -> Int { f() }

final class Box {
  var value = 1
  func reader() -> () -> Int { { self.value } }
  func weakReader() -> () -> Int { { [weak self] in self?.value ?? 0 } }
}

struct Table {
  var rows = [3, 1].sorted { $0 < $1 }
  var label: String { "\(base)" }
}

print(doubled, shift(1), called, counter()(), total([1, 2]), withDefault(), Box().reader()(), Table().rows)
