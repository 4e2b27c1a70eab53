// Double raw values (TSPL's Raw Values): written as floating-point or integer literals,
// implicit ones counting on from an integer (0.0, 1.0, ... at first); rawValue and
// init?(rawValue:), which compares by value (-0.0 finds the case of 0.0).
enum Planet: Double { case mercury = 0.387, venus = 0.723, earth = 1, mars = 1.524 }
enum Plain: Double { case x, y, z }
enum Counted: Double { case a = -3, b, c = 10.5, d = 7, e }
print(Planet.earth.rawValue, Planet.mars.rawValue, Plain.z.rawValue, Counted.b.rawValue, Counted.c.rawValue, Counted.e.rawValue)
print(Planet(rawValue: 1) as Any, Planet(rawValue: 1.5) as Any, Plain(rawValue: 2.0)!, Counted(rawValue: -2)!)
if let p = Planet(rawValue: 0.723) { print("found", p, p.rawValue * 2) }
for raw in [0.0, 0.5, 1.0, 2.0, -0.0] { print(raw, Plain(rawValue: raw).map { "\($0)" } ?? "nil") }
let total = [Planet.mercury, .venus, .earth].map(\.rawValue).reduce(0, +)
print(total)
func describe(_ p: Planet) -> String {
  switch p {
  case .earth: return "home \(p.rawValue)"
  default: return "\(p): \(p.rawValue) AU"
  }
}
print(describe(.earth), describe(.mars))
print(Planet.venus == .venus, Planet.venus != Planet(rawValue: 0.723))
let d: [Planet: String] = [.earth: "blue"]
print(d[.earth]!, Set([Plain.x, .x, .y]).count)
