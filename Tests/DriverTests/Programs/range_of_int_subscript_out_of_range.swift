// `r[i]` outside the range traps with Swift's message.
let r = 0..<10
print(r[3])
print(r[10])
