// Throwing function values: named functions, throwing or not, passed where a throwing
// function is expected, stored, kept in arrays and optionals, and called through them.
struct Bad: Error { var n: Int }
func double(_ x: Int) -> Int { x * 2 }
func failOdd(_ x: Int) throws -> Int {
  if x % 2 == 1 { throw Bad(n: x) }
  return x
}
func apply(_ values: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
  var out: [Int] = []
  for v in values { out.append(try f(v)) }
  return out
}
print(apply([1, 2], double))
print(try apply([2, 4], failOdd))
do { print(try apply([2, 3], failOdd)) } catch { print(error) }
let g: (Int) throws -> Int = double
print(try g(21))
let h: (Int) -> Int = double
let k: (Int) throws -> Int = failOdd
print(try k(8), h(1))
let steps: [(Int) throws -> Int] = [{ $0 + 1 }, failOdd, { x in try failOdd(x + 1) }]
for s in steps {
  do { print(try s(2)) } catch { print("step failed: \(error)") }
}
var maybe: ((Int) throws -> Int)? = nil
if let v = try maybe?(1) { print(v) } else { print("no function") }
maybe = failOdd
do {
  if let v = try maybe?(4) { print(v) }
  if let v = try maybe?(3) { print(v) }
} catch {
  print("optional call: \(error)")
}
