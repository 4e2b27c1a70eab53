func factorial(_ n: Int) -> Int {
    if n <= 1 {
        return 1
    }
    let rest = factorial(n - 1)
    return n * rest
}

let answer = factorial(4)
print(answer)
