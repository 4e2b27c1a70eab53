// Error handling and ARC: a thrown class instance is released once its catch ends (or
// when try? drops it); temporaries made before the throwing part of an expression are
// released on the error's way out.
class Failure: Error {
  let reason: String
  init(_ reason: String) {
    self.reason = reason
    print("made \(reason)")
  }
  deinit { print("freed \(reason)") }
}

class Token {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("token \(name) freed") }
}

struct Other: Error {}

func fail(_ reason: String) throws -> String {
  throw Failure(reason)
}

func succeed(_ s: String) throws -> String { s + "!" }

func join(_ a: String, _ b: String, _ c: String) -> String { a + b + c }

do {
  print("before")
  _ = try fail("first")
  print("not reached")
} catch let f as Failure {
  print("caught \(f.reason)")
}
print("after first")

if let s = try? fail("dropped") { print(s) } else { print("none") }

do {
  let t = Token("t1")
  print(join(t.name, try succeed("ok"), "."))
  print(join(t.name + "-a", try fail("middle"), "."))
} catch {
  print("caught middle")
}

do {
  print("value \(Token("t2").name) then \(try fail("interpolated"))")
} catch {
  print("caught interpolated")
}

func rethrowing() throws {
  let t = Token("t3")
  defer { print("defer sees \(t.name)") }
  do {
    _ = try fail("inner")
  } catch is Other {
    print("never")
  }
}
do {
  try rethrowing()
} catch let f as Failure {
  print("outer caught \(f.reason)")
}
print("end")
