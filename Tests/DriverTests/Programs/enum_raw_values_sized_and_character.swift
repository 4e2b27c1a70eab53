// Raw values of the sized integer types and of Character: `rawValue` is of the raw type
// and `init?(rawValue:)` compares at its width (the IR compared an Int16 with an Int
// constant and did not verify; a Character's raw value was printed as a number).
enum Level: UInt8 { case low = 1, mid, high = 255 }
enum Offset: Int16 { case before = -300, at, after }
enum Bits: Int64 { case none = 0, all = -1 }
enum Suit: Character { case spades = "♠", hearts = "♡", accent = "é" }
let byte: UInt8 = Level.high.rawValue
print(byte, Level.mid.rawValue, Level(rawValue: 2) == .mid, Level(rawValue: 3) == nil)
print(Offset.after.rawValue, Offset(rawValue: -299) == .at, Offset(rawValue: 0) == nil)
let wide: Int16 = Offset.before.rawValue - 1
print(wide, Bits.all.rawValue, Bits(rawValue: -1) == .all)
print(Suit.hearts.rawValue, Suit(rawValue: "e\u{301}") == .accent, Suit(rawValue: "x") == nil)
for s in [Suit.spades, .hearts, .accent] { print(s, s.rawValue, terminator: " ") }
print()
