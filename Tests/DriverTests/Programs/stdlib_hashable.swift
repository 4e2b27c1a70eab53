// Hashable derived for structs (HashableConformance.swift): stored properties of the
// built-in Hashable types, enums and other such structs, through an extension too, with
// a written '==' (the hash still takes every property, as swiftc's derived one does);
// used as set elements and dictionary keys, and through a generic 'T: Hashable'.
struct GridPoint: Hashable {
  var x: Int
  var y: Int
}

enum Color { case red, green }

struct Pixel: Hashable {
  var at: GridPoint
  var color: Color
  var label: String
  var on: Bool
  var weight: Double
}

struct Key {
  var name: String
}
extension Key: Hashable {}

struct Loose: Hashable {
  var id: Int
  var note: String
  static func == (a: Loose, b: Loose) -> Bool { a.id == b.id }
}

var visited: Set<GridPoint> = []
for p in [GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 0), GridPoint(x: 0, y: 0), GridPoint(x: 0, y: 1)] {
  let (inserted, _) = visited.insert(p)
  print(inserted, visited.count)
}
print(visited.contains(GridPoint(x: 1, y: 0)), visited.contains(GridPoint(x: 1, y: 1)))
var names: [GridPoint: String] = [:]
names[GridPoint(x: 2, y: 3)] = "a"
names[GridPoint(x: 3, y: 2)] = "b"
names[GridPoint(x: 2, y: 3)] = "c"
print(names.count, names[GridPoint(x: 2, y: 3)] ?? "none", names[GridPoint(x: 3, y: 2)] ?? "none", names[GridPoint(x: 9, y: 9)] ?? "none")
let px = Pixel(at: GridPoint(x: 1, y: 1), color: .red, label: "p", on: true, weight: 0.5)
var pixels: Set<Pixel> = [px, px]
pixels.insert(Pixel(at: GridPoint(x: 1, y: 1), color: .green, label: "p", on: true, weight: 0.5))
print(pixels.count, pixels.contains(px))
let counts = [Key(name: "a"): 1]
print(counts[Key(name: "a")]!, counts[Key(name: "b")] == nil)
print(Set([Loose(id: 1, note: "x"), Loose(id: 2, note: "y")]).count)
print(px == px, px != Pixel(at: GridPoint(x: 1, y: 1), color: .red, label: "q", on: true, weight: 0.5))
print(Set([GridPoint(x: 5, y: 5)]), [GridPoint(x: 7, y: 1): 1])
func countDistinct<T: Hashable>(_ xs: [T]) -> Int { Set(xs).count }
print(countDistinct([GridPoint(x: 1, y: 1), GridPoint(x: 1, y: 1), GridPoint(x: 1, y: 2)]))
