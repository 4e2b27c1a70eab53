// for-in over ranges and strides, while, repeat-while, break and continue.
var total = 0
for i in 0..<10 {
    if i % 2 == 0 { continue }
    if i > 7 { break }
    total += i
}
print("total", total)
for i in stride(from: 10, to: 0, by: -3) { print(i, terminator: " ") }
print()
for i in stride(from: 0, through: 1, by: 0.25) { print(i, terminator: " ") }
print()
var n = 27, steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print("collatz steps", steps)
var k = 0
repeat { k += 5 } while k < 12
print("k", k)
outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
