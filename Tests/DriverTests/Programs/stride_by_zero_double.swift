// A zero Double stride traps too.
print("before")
for x in stride(from: 0.0, through: 1.0, by: 0.0) {
    print(x)
}
print("after")
