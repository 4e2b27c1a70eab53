// A collection literal where an optional is wanted is a literal of the wrapped type,
// wrapped: its elements take the wrapped type's element type (a set, a `Double`),
// through a dictionary's subscript, an optional variable, an argument, a return.
var byName: [String: [Set<String>]] = [:]
byName["a"] = [["x"]]
byName["a"]?.append(["y", "z"])
print(byName["a"]!.map { $0.sorted() })
var tags: [String: Set<String>] = [:]
tags["k"] = ["y"]
tags["k"]!.insert("w")
print(tags["k"]!.sorted())
var grid: [Int: [[Double]]] = [:]
grid[1] = [[1, 2], [3]]
print(grid)
var sets: [Set<Int>]? = nil
sets = [[2], [3, 3]]
print(sets!.map(\.count))
let unit: Set<Int>? = [3]
let table: [String: [Double]]? = ["pi": [3]]
let rows: [[Double]]? = [[1]]
print(unit as Any, table as Any, rows as Any)
func lengths(_ words: Set<String>?) -> Int { words?.count ?? -1 }
print(lengths(["a", "b", "a"]), lengths(nil))
func defaults() -> [String: Set<Int>]? { ["odd": [1, 3]] }
print(defaults()!["odd"]!.sorted())
let empty: [Int]? = []
let emptyTable: [String: Int]? = [:]
var lists: [String: [Int]] = [:]
lists["none"] = []
print(empty as Any, emptyTable as Any, lists)
