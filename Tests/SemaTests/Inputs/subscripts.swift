// Errors in the declaration and use of subscripts, as swiftc reports them.
struct Grid {
  var cells: [Int] = [0, 0]
  subscript(i: Int) -> Int { // expected-note {{candidate expects value of type 'Int' for parameter #1 (got 'Bool')}}
    get { cells[i] }
    set { cells[i] = newValue }
  }
  subscript(name: String) -> Int { name == "first" ? cells[0] : cells[1] } // expected-note {{candidate expects value of type 'String' for parameter #1 (got 'Bool')}}
  func reset() { // expected-note {{mark method 'mutating' to make 'self' mutable}}
    self[0] = 0 // expected-error {{cannot assign through subscript: 'self' is immutable}}
  }
}

struct ReadOnly {
  subscript(i: Int) -> Int { i }
}

struct Invalid {
  subscript(j: inout Int) -> Int { j } // expected-error {{'inout' may only be used on function or initializer parameters}}
  subscript(k: Double) -> Int {
    get { 0 }
    willSet { } // expected-error {{'willSet' is not allowed in subscripts}}
  }
}

struct Plain {}

let grid = Grid() // expected-note {{change 'let' to 'var' to make it mutable}}
grid[0] = 1 // expected-error {{cannot assign through subscript: 'grid' is a 'let' constant}}
var other = Grid()
other[0] += 1
print(other[true]) // expected-error {{no exact matches in call to subscript}}
var readOnly = ReadOnly()
readOnly[0] = 2 // expected-error {{cannot assign through subscript: subscript is get-only}}
print(Plain()[0]) // expected-error {{value of type 'Plain' has no subscripts}}

struct Box {
  subscript(shelf shelf: Int, slot: Int) -> Int { shelf + slot }
  subscript(i: Int) -> Int { i }
}
let box = Box()
print(box[shelf: 1, slot: 2]) // expected-error {{extraneous argument label 'slot:' in subscript}}
print(box[1, 2]) // expected-error {{missing argument label 'shelf:' in subscript}}
print(box[x: 1]) // expected-error {{extraneous argument label 'x:' in subscript}}
struct Pair { subscript(a: Int, b: Int) -> Int { a } } // expected-note {{'subscript(_:_:)' declared here}}
print(Pair()[1]) // expected-error {{missing argument for parameter #2 in subscript}}
print(Pair()[1, 2, 3]) // expected-error {{extra argument in subscript}}

subscript(x: Int) -> Int { x } // expected-error {{'subscript' functions may only be declared within a type}}

class Base {
  subscript(i: Int) -> Int { i } // expected-note {{overridden declaration is here}}
}
class Derived: Base {
  subscript(i: Int) -> Int { 0 } // expected-error {{overriding declaration requires an 'override' keyword}}
}
class Root {
  override subscript(s: String) -> Int { 1 } // expected-error {{subscript does not override any subscript from its superclass}}
}
