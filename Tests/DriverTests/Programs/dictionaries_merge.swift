// `merge(_:uniquingKeysWith:)`: keys only in the other dictionary are added, keys in
// both go through the closure (old value first); the other dictionary is unchanged.
class Note {
  let text: String
  init(_ text: String) { self.text = text }
  deinit { print("deinit \(text)") }
}

func longer(_ a: String, _ b: String) -> String { a.count >= b.count ? a : b }

var scores = ["ann": 3, "bob": 5]
let extra = ["bob": 7, "cid": 1]
scores.merge(extra, uniquingKeysWith: { $1 })
print(scores["ann"]!, scores["bob"]!, scores["cid"]!, extra.count)
scores.merge(["ann": 10], uniquingKeysWith: { $0 + $1 })
scores.merge([:], uniquingKeysWith: { (old: Int, _: Int) in old })
print(scores["ann"]!, scores.count)
var names = ["x": "short"]
names.merge(["x": "much longer", "y": "new"], uniquingKeysWith: longer)
print(names["x"]!, names["y"]!)
let copy = names
names.merge(["x": "z"], uniquingKeysWith: { (a: String, b: String) in b })
print(names["x"]!, copy["x"]!)
var notes = ["a": Note("first")]
notes.merge(["a": Note("second"), "b": Note("third")], uniquingKeysWith: { (old: Note, new: Note) in new })
print(notes["a"]!.text, notes["b"]!.text)
notes["b"] = nil
notes = [:]
print("end")
