// A program's own `~=` matches an expression pattern (TSPL, "Patterns": expression
// patterns), preferred over the library's: a file-scope operator or a type's static one,
// in `switch`, `if case`, `for case` and inside a tuple pattern.
func ~= (pattern: String, value: Int) -> Bool {
  return pattern == "\(value)"
}

let point = (1, 2)
switch point {
case ("0", "0"):
  print("(0, 0) is at the origin.")
default:
  print("The point is at (\(point.0), \(point.1)).")
}
let origin = (0, 0)
switch origin {
case ("0", "0"):
  print("(0, 0) is at the origin.")
default:
  print("elsewhere")
}

struct Even {}
func ~= (p: Even, v: Int) -> Bool { v % 2 == 0 }

struct Multiple {
  var of: Int
  static func ~= (m: Multiple, v: Int) -> Bool { v % m.of == 0 }
}

for n in 1...7 {
  switch n {
  case Multiple(of: 3):
    print(n, "fizz")
  case Even():
    print(n, "even")
  case 5:
    print(n, "five")
  default:
    print(n, "odd")
  }
}

if case Even() = 10 { print("10 is even") }
if case Multiple(of: 4) = 8 { print("8 is a multiple of 4") }

struct Word {
  var text: String
}
func ~= (prefix: Character, word: Word) -> Bool {
  word.text.first == prefix
}
for w in [Word(text: "apple"), Word(text: "banana"), Word(text: "cherry")] {
  switch w {
  case "a": print(w.text, "starts with a")
  case "b": print(w.text, "starts with b")
  default: print(w.text, "other")
  }
}

// The library's `~=` of a range, as an expression.
print(1...5 ~= 3, 1..<3 ~= 3, ...0 ~= -4)
let grade = 87
print(80..<90 ~= grade ? "B" : "not B")
