// String.Index: start/end, index(after:/before:/_:offsetBy:), indices, subscripts,
// insertion and removal, firstIndex(of:), ranges of indices and Substrings.
let greeting = "Guten Tag! 🇩🇪"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let i7 = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[i7], greeting[greeting.index(i7, offsetBy: -2)])
for index in greeting.indices {
  print("\(greeting[index])", terminator: ".")
}
print()
let empty = ""
print(empty.startIndex == empty.endIndex, empty.isEmpty)
print(greeting.startIndex < greeting.endIndex, i7 > greeting.startIndex, i7 == greeting.index(greeting.endIndex, offsetBy: -5))
var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
print(welcome)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
let removed = welcome.remove(at: welcome.index(before: welcome.endIndex))
print(welcome, removed)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)
welcome.insert("é", at: welcome.startIndex)
welcome.removeSubrange(welcome.startIndex..<welcome.startIndex)
print(welcome, welcome.count)
let copy = welcome
welcome.remove(at: welcome.startIndex)
print(copy, welcome)
let hello = "Hello, world!"
let comma = hello.firstIndex(of: ",") ?? hello.endIndex
let beginning = hello[..<comma]
print(beginning, beginning.count, beginning.isEmpty)
let newString = String(beginning)
print(newString + "?")
let missing = hello.firstIndex(of: "z")
print(missing == nil)
let middle = hello[hello.index(after: comma)..<hello.index(before: hello.endIndex)]
print("[\(middle)]", String(middle).count)
let accents = "cafe\u{301} caf\u{E9}"
if let e = accents.firstIndex(of: "\u{E9}") {
  print(accents[e], accents[..<e])
}
var letters = "abc"
for i in letters.indices where letters[i] != "b" {
  print(letters[i], terminator: "")
}
print()
letters.insert(contentsOf: letters, at: letters.index(after: letters.startIndex))
print(letters)
