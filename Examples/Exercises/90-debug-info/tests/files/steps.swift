func square(_ n: Int) -> Int {
    let result = n * n
    return result
}

var total = 0
for i in 1...3 {
    let s = square(i)
    total += s
}
print(total)
