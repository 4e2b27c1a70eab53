// Optional's map and flatMap, written in Swift in module Swift (stdlib/Optional.swift).
let o: Int? = 4
let none: Int? = nil
print(o.map { $0 + 1 } as Any, none.map { $0 + 1 } as Any, o.flatMap { $0 > 3 ? "big" : nil } as Any)
let word: String? = "swift"
print(word.map { $0.count } ?? 0, Int("12").map { $0 * 2 }!, Int("x").flatMap { $0 > 0 ? $0 : nil } as Any)
func describe<T>(_ x: T?) -> String {
  x.map { "value \($0)" } ?? "no value"
}
print(describe(o), describe(none), describe(word))
let nested: Int?? = 5
print(nested.flatMap { $0 } as Any)
