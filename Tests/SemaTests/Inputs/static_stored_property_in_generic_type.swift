struct Box<T> {
  static var count = 0 // expected-error {{static stored properties not supported in generic types}}
  static let limit: Int = 3 // expected-error {{static stored properties not supported in generic types}}
  static var computed: Int { 1 }
  var value: T
}
extension Box {
  static var made = 0 // expected-error {{static stored properties not supported in generic types}}
}
struct Outer<T> {
  struct Inner {
    static var shared = 1 // expected-error {{static stored properties not supported in generic types}}
  }
}
struct Plain {
  static var count = 0
}
print(Box<Int>.computed, Plain.count)
