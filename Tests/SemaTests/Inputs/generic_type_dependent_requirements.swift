// A generic type's requirement on an associated type of its parameter: each use's
// arguments must meet it. (An inferred one, `Grid(rows: [1.5])`, is swiftc's "generic
// struct 'Grid' requires that 'Double' conform to 'Sequence'", which swiftc reports
// twice and so cannot be annotated here.)
struct Grid<Rows: Sequence> where Rows.Element: Sequence {
  var rows: Rows
}
let ok = Grid(rows: [[1], [2, 3]])
let written: Grid<[Int]>? = nil // expected-error {{type 'Int' does not conform to protocol 'Sequence'}}
let numbers = [1, 2]
let flat = numbers.joined() // expected-error {{no exact matches in call to instance method 'joined'}}
// In a generic function's signature the requirement is inferred (`S.Element:
// Sequence`), and its calls must meet it.
func wrap<S: Sequence>(_ s: S) -> FlattenSequence<S> { return s.joined() } // expected-note {{where 'S.Element' = 'Int'}}
func wrapped<S: Sequence>(_ s: S) -> FlattenSequence<S> where S.Element: Sequence { return s.joined() }
_ = wrap([[1], [2]])
_ = wrap(numbers) // expected-error {{global function 'wrap' requires that 'Int' conform to 'Sequence'}}
