// Reading a UTF-8 view past its end traps with Swift's message.
let s = "ab"
let v = s.utf8
print(v[v.index(after: v.startIndex)])
print(v[v.endIndex])
