// The library's algorithms over closures are `rethrows`, as Swift's: a throwing closure
// makes the call throw (each call here throws once, and succeeds once), a non-throwing
// one does not need `try`.
enum Failure: Error, Equatable {
    case at(Int)
}
func check(_ x: Int) throws -> Int {
    if x < 0 { throw Failure.at(x) }
    return x
}
func attempt<T>(_ name: String, _ body: () throws -> T) {
    do {
        print(name, try body())
    } catch {
        print(name, "threw", error)
    }
}
let good = [3, 1, 2]
let bad = [3, -1, 2]

for xs in [good, bad] {
    attempt("map") { try xs.map(check) }
    attempt("filter") { try xs.filter { try check($0) > 1 } }
    attempt("compactMap") { try xs.compactMap { try check($0) == 1 ? nil : $0 } }
    attempt("flatMap") { try xs.flatMap { [try check($0)] } }
    attempt("reduce") { try xs.reduce(0) { try $0 + check($1) } }
    attempt("reduce(into:)") { try xs.reduce(into: [Int]()) { $0.append(try check($1)) } }
    attempt("contains") { try xs.contains { try check($0) == 2 } }
    attempt("allSatisfy") { try xs.allSatisfy { try check($0) > 0 } }
    attempt("first") { try xs.first { try check($0) == 2 } as Any }
    attempt("forEach") { try xs.forEach { _ = try check($0) } }
    attempt("min") { try xs.min { try check($0) < check($1) } as Any }
    attempt("max") { try xs.max { try check($0) < check($1) } as Any }
    attempt("count") { try xs.count { try check($0) > 1 } }
    attempt("sorted") { try xs.sorted { try check($0) < check($1) } }
    attempt("firstIndex") { try xs.firstIndex { try check($0) == 2 } as Any }
    attempt("lastIndex") { try xs.lastIndex { try check($0) == 3 } as Any }
    attempt("last") { try xs.last { try check($0) == 3 } as Any }
    attempt("prefix") { try xs.prefix { try check($0) > 2 } }
    attempt("drop") { try xs.drop { try check($0) > 2 } }
    attempt("split") { try xs.split { try check($0) == 1 } }
    attempt("sort") { () throws -> [Int] in
        var copy = xs
        try copy.sort { try check($0) < check($1) }
        return copy
    }
    attempt("removeAll") { () throws -> [Int] in
        var copy = xs
        try copy.removeAll { try check($0) == 1 }
        return copy
    }
    attempt("Set.filter") { try Set(xs).filter { try check($0) > 1 }.sorted() }
    attempt("mapValues") { try [1: xs[1]].mapValues(check) }
    attempt("compactMapValues") { try [1: xs[1]].compactMapValues { try check($0) } }
    attempt("Dictionary.filter") { try [1: xs[1]].filter { try check($0.value) > 0 } }
    attempt("merge") { () throws -> [Int: Int] in
        var d = [1: 5]
        try d.merge([1: xs[1]]) { try check($0) + check($1) }
        return d
    }
    attempt("Optional.map") { try Optional(xs[1]).map(check) as Any }
    attempt("Optional.flatMap") { try Optional(xs[1]).flatMap { try check($0) } as Any }
}
attempt("String.filter") { try "a-b".filter { c in if c == "?" { throw Failure.at(0) }; return c != "-" } }
attempt("String.firstIndex") { try "abc".firstIndex { c in if c == "c" { throw Failure.at(1) }; return c == "b" } != nil }
attempt("Range.split") { try (0..<6).split { x in try check(x - 7) == 0 } }

// Without a throwing closure, no `try`; `try?` and `try!` of a throwing one.
print(good.map { $0 * 2 }, good.sorted(by: >), good.contains(2))
print((try? bad.map(check)) as Any, try! good.map(check))
func inc(_ x: Int) -> Int { x + 1 }
print(good.map(inc), good.filter { $0 > 1 }.reduce(0, +))
