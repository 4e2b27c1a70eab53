// if case, guard case and while case: a value matched against a pattern as a switch
// case is; Optional's cases written as .some(p) and .none, in conditions and switches.
enum Barcode { case upc(Int, Int, Int, Int); case qrCode(String) }
let codes = [Barcode.upc(8, 85909, 51226, 3), .qrCode("ABCDEFG")]
for code in codes {
  if case .upc(let a, _, _, let d) = code { print("UPC", a, d) }
  if case let .qrCode(s) = code, s.count > 3 { print("QR", s) } else { print("not a long QR") }
}
let x: Int? = 3
let none: Int? = nil
switch x { case .some(let v): print("some", v); case .none: print("none") }
switch none { case .some(let v): print("some", v); case .none: print("none") }
if case .some(let v) = x { print("if some", v) }
if case .none = none { print("if none") }
if case let y? = x, y > 2 { print("bigger", y) }
if case 1...5 = 3 { print("in range") }
func first(_ xs: [String]) -> String {
  guard case let f? = xs.first else { return "empty" }
  return f
}
print(first(["a", "b"]), first([]))
var stack = [10, 20, 30]
while case let v? = stack.popLast() { print("next", v) }
class Box { let name: String; init(_ n: String) { name = n }; deinit { print("deinit", name) } }
let boxes: [Box?] = [Box("a"), nil]
for b in boxes { if case .some(let box) = b { print("box", box.name) } else { print("no box") } }
let pair: (Int?, String) = (nil, "p")
switch pair { case (.none, let s): print("none and", s); case (.some(let n), _): print(n) }
let o: Int? = nil
print(o == nil)
