// `case is T` and `case let x as T` in a switch: class instances by their own class,
// protocol values by their concrete type, optionals looked through; the first case
// that casts wins, `where` guards after the cast.
protocol Token {}
struct Number: Token { var value: Int }
struct Word: Token { var text: String }
class Mark: Token {
  let symbol: String
  init(_ symbol: String) { self.symbol = symbol }
  deinit { print("mark \(symbol) deinit") }
}
class Bang: Mark {
  init() { super.init("!") }
}

func describe(_ t: Token) -> String {
  switch t {
  case let n as Number where n.value < 0:
    return "negative \(n.value)"
  case let n as Number:
    return "number \(n.value)"
  case let w as Word:
    return "word \(w.text)"
  case is Bang:
    return "bang"
  case let m as Mark:
    return "mark \(m.symbol)"
  default:
    return "unknown"
  }
}

let tokens: [Token] = [Number(value: 3), Word(text: "hi"), Mark("?"), Bang(), Number(value: -2)]
for t in tokens {
  print(describe(t))
}

class Shape {}
class Circle: Shape { var r = 1.0 }
class Square: Shape { var side = 2.0 }
let shapes: [Shape?] = [Circle(), nil, Square(), Shape()]
for s in shapes {
  switch s {
  case let c as Circle:
    print("circle \(c.r)")
  case is Square:
    print("a square")
  case nil:
    print("nothing")
  default:
    print("some shape")
  }
}
print("done")

// A cast to the subject's own class (or a superclass) always succeeds: exhaustive.
let plain: Shape = Square()
switch plain {
case let c as Circle:
  print("circle", c.r)
case is Shape:
  print("any shape")
}
