// A stride's step must fit in the values' type: a UInt8 stride by -300 traps at its
// second value (Swift's FixedWidthInteger._step: "Not enough bits to represent the passed value").
print("before")
for i in stride(from: UInt8(10), to: 0, by: -300) {
    print(i)
}
print("after")
