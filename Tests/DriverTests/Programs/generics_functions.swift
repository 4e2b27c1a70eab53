// Generic functions: unconstrained, Equatable and Comparable constraints, user protocols.
func swapPair<T>(_ a: T, _ b: T) -> [T] { [b, a] }
func firstIndex<T: Equatable>(of value: T, in list: [T]) -> Int? {
    for i in 0..<list.count where list[i] == value { return i }
    return nil
}
func largest<T: Comparable>(_ list: [T]) -> T {
    var best = list[0]
    for v in list where v > best { best = v }
    return best
}
protocol Scorable { var score: Int { get } }
struct Player: Scorable { let name: String; let score: Int }
func total<S: Scorable>(_ items: [S]) -> Int { items.reduce(0) { $0 + $1.score } }
let p = swapPair("x", "y")
print(p[0], p[1])
print(firstIndex(of: 3, in: [5, 3, 1]) ?? -1, firstIndex(of: "q", in: ["a"]) ?? -1)
print(largest([3, 9, 2]), largest(["pear", "apple"]), largest([1.5, -2.0]))
print(total([Player(name: "a", score: 3), Player(name: "b", score: 4)]))
