// Sequence's min(by:) and max(by:) (the library's extension Sequence): the first of
// equal elements, nil when empty; on arrays, sets' sorted copies, a program's Sequence.
struct Person { var name: String; var age: Int }
let people = [Person(name: "a", age: 3), Person(name: "b", age: 9), Person(name: "c", age: 9), Person(name: "d", age: 1)]
print(people.max { $0.age < $1.age }?.name ?? "", people.min { $0.age < $1.age }?.name ?? "")
print(people.max(by: { $0.name < $1.name })?.name ?? "")
let none: [Person] = []
print(none.max { $0.age < $1.age } as Any)
print(["pear", "fig", "banana"].min { $0.count < $1.count } as Any)
print((1...5).max { $0 % 3 < $1 % 3 } as Any)
struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? { n -= 1; return n >= 0 ? n : nil }
}
print(Countdown(n: 4).min(by: <) as Any, Countdown(n: 4).max(by: >) as Any)
print([3, 1, 2].max() as Any, [3, 1, 2].min() as Any)
