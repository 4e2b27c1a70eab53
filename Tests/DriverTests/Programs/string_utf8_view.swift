// A string's UTF-8 code units (the library's String.UTF8View over two builtins), as
// TSPL's Strings chapter prints them.
let dogString = "Dog‼🐶"
for codeUnit in dogString.utf8 {
  print("\(codeUnit) ", terminator: "")
}
print("")

let v = dogString.utf8
print(v.count, dogString.count, v, type(of: v))
print(v[v.startIndex], v[v.index(after: v.startIndex)], v.isEmpty, "".utf8.isEmpty)

func total<C: Collection>(_ c: C) -> Int where C.Element == UInt8 {
  var sum = 0
  for b in c { sum += Int(b) }
  return sum
}
print(total("abc".utf8))

var ascii = 0
for b in "héllo".utf8 where b < 128 { ascii += 1 }
print(ascii)
