// Requirements inferred from a generic signature, as swiftc infers them: a dictionary
// key and a set element are Hashable, a generic type's argument meets its parameter's
// constraint, also through a conditional conformance (`[K: Int]` in an array), in a
// function's parameters and result, a method's and a generic subscript's.
struct Box<T: Equatable> { var v: T }

func count<K>(_ d: [K: Int]) -> Int { d.count }
func size<E>(_ s: Set<E>) -> Int { s.count }
func empty<K>() -> [K: Int] { [:] }
func total<K>(_ tables: [[K: Int]]) -> Int { tables.reduce(0) { $0 + $1.count } }
func lookup<K>(_ d: [K: Int], _ k: K) -> Int? { d[k] }
func opens<T>(_ b: Box<T>, _ x: T) -> Bool { b.v == x }
func hasKey<K>(_ d: [K: String]) -> Bool { d.keys.contains(d.keys.first!) }

struct Counter<Label> {
  var label: Label
  func tally<K>(_ s: Set<K>) -> Int { s.count }
  subscript<K>(keys d: [K: Int]) -> Int { d.count }
}

print(count(["a": 1, "b": 2]), size(Set([1, 2, 3])), empty() as [Int: Int])
print(total([["x": 1], ["y": 2, "z": 3]]), lookup(["a": 1], "a") as Any, lookup([1: 2], 3) as Any)
print(opens(Box(v: "a"), "a"), hasKey([7: "seven"]))
let c = Counter(label: "c")
print(c.tally(Set(["p", "q"])), c[keys: [1: 1, 2: 2]])
