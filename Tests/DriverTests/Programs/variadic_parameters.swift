// Variadic parameters: packed into an array, labelled and not, zero arguments,
// followed by other parameters, in methods and initializers.
func arithmeticMean(_ numbers: Double...) -> Double {
  var total: Double = 0
  for number in numbers {
    total += number
  }
  return numbers.isEmpty ? 0 : total / Double(numbers.count)
}
print(arithmeticMean(1, 2, 3, 4, 5))
print(arithmeticMean(3, 8.25, 18.75))
print(arithmeticMean())

func join(_ words: String..., separator: String) -> String {
  var result = ""
  for w in words {
    if !result.isEmpty { result += separator }
    result += w
  }
  return result
}
print(join("a", "b", "c", separator: "-"))
print(join(separator: "+"))

func counts(first a: Int..., second b: Int...) -> String {
  return "\(a.count) \(b.count) \(a) \(b)"
}
print(counts(first: 1, 2, second: 3))
print(counts(second: 7, 8, 9))
print(counts())

struct Bag {
  var items: [String]
  init(_ items: String...) {
    self.items = items
  }
  mutating func add(_ more: String..., times: Int = 1) {
    for _ in 0..<times {
      for m in more { items.append(m) }
    }
  }
}
var bag = Bag("x", "y")
bag.add("z")
bag.add("p", "q", times: 2)
print(bag.items)

class Greeter {
  func greet(_ names: String...) -> Int {
    for n in names { print("Hello, \(n)!") }
    return names.count
  }
}
print(Greeter().greet("Ann", "Bo"))

func maybe(_ values: Int?...) -> Int {
  var n = 0
  for v in values where v != nil { n += 1 }
  return n
}
print(maybe(1, nil, 3))
