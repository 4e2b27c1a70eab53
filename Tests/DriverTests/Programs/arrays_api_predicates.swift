// Array's predicate methods: contains(where:), firstIndex(where:), allSatisfy, forEach and
// removeAll(where:) (on objects: the removed ones are released), with trailing closures.
final class C { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("bye", n) } }
let a = [3, 8, 1, 8]
print(a.contains { $0 > 5 }, a.contains(where: { $0 > 9 }), a.firstIndex { $0 == 8 } ?? -1, a.firstIndex(where: { $0 < 0 }) ?? -1)
print(a.allSatisfy { $0 > 0 }, a.allSatisfy { $0 > 1 }, [Int]().allSatisfy { $0 > 100 })
var seen: [Int] = []
a.forEach { seen.append($0 * 2) }
print(seen)
var objects = [C(1), C(2), C(3), C(4)]
objects.removeAll { $0.n % 2 == 0 }
print(objects.map { $0.n })
var words = ["a", "bb", "ccc"]
let limit = 1
words.removeAll(where: { $0.count > limit })
print(words)
objects.forEach { print("visit", $0.n) }
