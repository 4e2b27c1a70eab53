// Locals that are never changed after their initial value: swiftc suggests `let`.
func area(_ w: Int, _ h: Int) -> Int {
  var result = w * h
  return result
}

func greeting(for name: String) -> String {
  var prefix = "Hello, "
  var text = prefix
  text += name
  return text
}

func countdown(from n: Int) {
  var i = n
  var step = 1
  while i > 0 {
    print(i)
    i -= step
  }
}

print(area(3, 4))
print(greeting(for: "Swift"))
countdown(from: 3)
