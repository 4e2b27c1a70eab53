// User-defined subscripts: read-only and get/set, several indices, argument labels
// written twice, overloads by index type, static subscripts, in structs, classes and
// enums; used with `x[i]`, `x[i] = v`, `x[i] += v`, `inout` arguments, through optional
// chaining, on a subclass, inside the type through `self[...]`.

struct TimesTable {
  let multiplier: Int
  subscript(index: Int) -> Int {
    return multiplier * index
  }
}

struct Matrix {
  let rows: Int, columns: Int
  var grid: [Double]
  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    grid = []
    for _ in 0..<(rows * columns) { grid.append(0.0) }
  }
  func indexIsValid(row: Int, column: Int) -> Bool {
    return row >= 0 && row < rows && column >= 0 && column < columns
  }
  subscript(row: Int, column: Int) -> Double {
    get {
      assert(indexIsValid(row: row, column: column), "Index out of range")
      return grid[(row * columns) + column]
    }
    set {
      assert(indexIsValid(row: row, column: column), "Index out of range")
      grid[(row * columns) + column] = newValue
    }
  }
  mutating func scale(by factor: Double) {
    for r in 0..<rows {
      for c in 0..<columns { self[r, c] *= factor }
    }
  }
}

class Library {
  var titles: [String] = ["Dune", "Emma"]
  subscript(i: Int) -> String {
    get { titles[i] }
    set(title) { titles[i] = title }
  }
  subscript(title: String) -> Int {
    var n = 0
    for t in titles {
      if t == title { return n }
      n += 1
    }
    return -1
  }
  subscript(shelf shelf: Int, slot: Int) -> String { "shelf \(shelf) slot \(slot)" }
  deinit { print("library closed") }
}

class Archive: Library {
  func describe() -> String { "archive of \(self[0]) and \(self[1])" }
}

enum Planet: Int {
  case mercury = 1, venus, earth
  static subscript(n: Int) -> Planet {
    return Planet(rawValue: n)!
  }
  subscript(offset: Int) -> Int { rawValue + offset }
}

struct Residence {
  var rooms: [String] = ["Living Room", "Kitchen"]
  subscript(i: Int) -> String {
    get { return rooms[i] }
    set { rooms[i] = newValue }
  }
}

class Person {
  var residence: Residence?
}

struct Holder {
  var matrix = Matrix(rows: 1, columns: 2)
}

func double(_ x: inout Double) { x *= 2 }

let threeTimesTable = TimesTable(multiplier: 3)
print("six times three is \(threeTimesTable[6])")

var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
matrix[1, 0] += 1.0
double(&matrix[0, 1])
print(matrix[0, 1], matrix[1, 0], matrix.grid)
matrix.scale(by: 10)
print(matrix.grid)

var holder = Holder()
holder.matrix[0, 1] = 7
print(holder.matrix.grid)

do {
  let library = Library()
  library[0] = "Persuasion"
  library[1] += "!"
  print(library[0], library[1], library["Emma!"], library["Ulysses"], library[shelf: 2, 3])
}

do {
  let archive = Archive()
  print(archive.describe(), archive["Emma"])
}

print(Planet[2], Planet.earth[10])

let john = Person()
print(john.residence?[0] ?? "no residence")
john.residence = Residence()
john.residence?[1] = "Study"
if let room = john.residence?[1] {
  print("The second room is \(room).")
}

// Overriding one overload of a class's subscripts, dispatched through the vtable; a
// subscript declared in an extension.
class Shape {
  subscript(i: Int) -> String { "side \(i)" }
  subscript(name: String) -> String { "shape " + name }
}
class Square: Shape {
  override subscript(name: String) -> String { "square " + name }
}
extension Square {
  subscript(scale: Double) -> Double { scale * 4 }
}
let shape: Shape = Square()
print(shape[1], shape["a"], Square()[2], Square()[1.5])
