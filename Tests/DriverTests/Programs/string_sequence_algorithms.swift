// A String's enumerated(), sorted(), min() and max() (the library's), and Character and
// String made from a Unicode.Scalar.
let word = "Swift"
var result = ""
for (i, c) in word.enumerated() {
    result += "\(i):\(c) "
}
print(result)
let pairs = "ab".enumerated()
print(Array(pairs).count, pairs.map { $0.offset })
print(word.sorted(), String(word.sorted()), "".sorted())
print("hello".min()!, "hello".max()!, "".min() as Any)
let letters = "dcba".sorted()
print(letters.first!, letters.count)

let c: Character = "A"
let v = c.asciiValue!
let next = Character(UnicodeScalar(v + 1))
print(next, String(Unicode.Scalar(0x1F496)!), Character(Unicode.Scalar(233)!))
var alphabet = ""
for code in 97...101 {
    alphabet.append(Character(Unicode.Scalar(code)!))
}
print(alphabet)
