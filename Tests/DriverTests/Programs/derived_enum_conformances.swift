// Equatable and Comparable derived for enums as swiftc derives them: associated values
// compared in order, cases by their order of declaration (TSPL's SkillLevel).
enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
var levels = [SkillLevel.intermediate, SkillLevel.beginner,
              SkillLevel.expert(stars: 5), SkillLevel.expert(stars: 3)]
for level in levels.sorted() {
    print(level)
}
enum Size: Comparable { case small, medium, large }
print(Size.small < Size.large)
print(Size.large > .medium, [Size.large, .small].sorted(), max(Size.small, .medium))
print(SkillLevel.expert(stars: 1) == .expert(stars: 1))
enum Token: Equatable { case num(Int), word(String), pair(Int, String), end }
print(Token.num(1) == .num(1), Token.num(1) == .word("a"), Token.end != .end, Token.pair(1, "a") == .pair(1, "b"))
print([Token.num(1), .end].contains(.end), [Token.num(2)] == [.num(2)], Token.pair(1, "x") == Token.pair(1, "x"))
enum Card: Comparable { case number(Int, suit: String), face(String), ace }
print([Card.ace, .face("K"), .number(10, suit: "h"), .number(2, suit: "s"), .number(2, suit: "c")].sorted())
print(Card.number(3, suit: "a") < .number(3, suit: "b"), Card.ace >= .face("Q"), max(Card.face("J"), .face("Q")))
func largest<T: Comparable>(_ xs: [T]) -> T { xs.max()! }
print(largest([Size.small, .large, .medium]), largest([SkillLevel.expert(stars: 2), .beginner]))
let o: Token? = .num(3)
print(o == .num(3), o != nil)
