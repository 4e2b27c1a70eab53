// Local computed variables: their accessors are local functions capturing the
// enclosing locals, callable from closures and local functions (which capture them).
func counter() -> () -> Int {
  var hits = 0
  var doubled: Int {
    get { hits * 2 }
    set { hits = newValue / 2 }
  }
  func bump() { doubled += 4 }
  bump()
  return { doubled += 2; return doubled }
}
let next = counter()
print(next(), next())
func names() {
  var parts = ["a"]
  var joined: String { parts[0] + "-" + parts[parts.count - 1] }
  parts.append("b")
  print(joined)
  var text: String {
    get { return "<" + joined + ">" }
    set { parts = [newValue] }
  }
  text = "z"
  print(text, parts)
}
names()
