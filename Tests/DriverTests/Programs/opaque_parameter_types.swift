// Opaque parameter types: `func describe(_ s: some Shape)` is a generic function, each
// `some P` its own generic parameter.
protocol Shape { func area() -> Double }
struct Sq: Shape { var s: Double; func area() -> Double { s * s } }
struct Ci: Shape { var r: Double; func area() -> Double { 3 * r * r } }
func describe(_ s: some Shape) -> String { "area \(s.area())" }
print(describe(Sq(s: 2)), describe(Ci(r: 1)))
func larger(_ a: some Shape, than b: some Shape) -> Bool { a.area() > b.area() }
print(larger(Sq(s: 2), than: Ci(r: 1)), larger(Ci(r: 1), than: Ci(r: 2)))
func sum(_ xs: some Sequence, _ f: (Int) -> Int) -> Int { 0 }
func printAll(_ items: some Collection) { for i in items { print(i, terminator: " ") }; print() }
printAll([1, 2, 3]); printAll("abc")
struct Wrapper { func show(_ s: some Shape) -> Double { s.area() * 2 } }
print(Wrapper().show(Sq(s: 3)))
func pair<T: Shape>(_ t: T, _ u: some Shape) -> Double { t.area() + u.area() }
print(pair(Sq(s: 1), Ci(r: 1)))
