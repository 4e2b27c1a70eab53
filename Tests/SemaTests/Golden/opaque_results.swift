// The opaque result types of -dump-ast (`opaque_result_decl`): of a function, a method
// of a generic type, a generic method and a generic function.
protocol Shape { func draw() -> String }
struct Square: Shape { func draw() -> String { return "[]" } }
func make() -> some Shape { return Square() }
struct Holder<T> {
  var item: T
  func make() -> some Shape { return Square() }
  func pick<U>(_ u: U) -> some Shape { return Square() }
}
func same<T: Shape>(_ t: T) -> some Shape { return t }
print(make().draw(), same(Square()).draw())
