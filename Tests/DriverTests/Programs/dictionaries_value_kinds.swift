// Dictionary keys and values of many kinds: raw-valued enum keys, optional, closure, tuple
// and array values (mutated through optional chaining), a dictionary property of a class.
enum Planet: Int { case mercury = 1, venus }
var byPlanet: [Planet: String] = [.venus: "hot"]
print(byPlanet[.venus]!, byPlanet[Planet.mercury] ?? "none")
var opt: [String: Int?] = ["a": 1, "b": nil]
print(opt["a"]!, opt["b"]!, opt["c"] == nil)
var lists = ["a": [1]]
lists["a"]?.append(2)
lists["a"]?[0] = 9
print(lists["a"]!)
var funcs: [String: (Int) -> Int] = ["double": { (x: Int) in x * 2 }]
print(funcs["double"]!(21))
var pairs: [Int: (Int, String)] = [1: (1, "one")]
print(pairs[1]!.1)
var counts = [String: Int]()
print(counts["x"] == nil)
counts["x"] = 0
print(counts["x"]!)
class Box { var d: [Int: Int] = [:]; func add(_ k: Int) { d[k, default: 0] += 1 } }
let b = Box(); b.add(1); b.add(1)
print(b.d[1]!)
var s: Set<Planet> = [.venus]
print(s.contains(.venus), s)
let e: [String: Double] = ["pi": 3.14159]
print(e, "\(e["pi"]!)")
