// Plain enums, switch exhaustiveness, methods and raw values.
enum Direction {
    case north, south, east, west
    var opposite: Direction {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }
    }
}
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}
enum Suit: String {
    case hearts = "H", spades
}
func name(_ d: Direction) -> String {
    switch d {
    case .north: return "N"
    case .south: return "S"
    default: return "E/W"
    }
}
print(name(.north), name(Direction.north.opposite), name(.east))
if let p = Planet(rawValue: 4) { print(Planet.earth.rawValue, p == .mars) }
if let p = Planet(rawValue: 9) { print("unexpected", p.rawValue) } else { print("no planet 9") }
print(Suit.hearts.rawValue, Suit.spades.rawValue)
