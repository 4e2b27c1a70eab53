// A zero stride traps before the first value (Swift/Stride.swift: "Stride size must not be zero").
print("before")
for i in stride(from: 0, to: 3, by: 0) {
    print(i)
}
print("after")
