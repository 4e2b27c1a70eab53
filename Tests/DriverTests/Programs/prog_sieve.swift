// Sieve of Eratosthenes and a binary search over the primes found.
func show(_ list: [Int]) -> String {
    var text = "\(list.count) primes:"
    for i in 0..<list.count { text += " \(list[i])" }
    return text
}
func primes(upTo n: Int) -> [Int] {
    var composite: [Bool] = []
    for _ in 0...n { composite.append(false) }
    var result: [Int] = []
    for i in 2...n where !composite[i] {
        result.append(i)
        var j = i * i
        while j <= n {
            composite[j] = true
            j += i
        }
    }
    return result
}
func search(_ list: [Int], _ target: Int) -> Int? {
    var lo = 0, hi = list.count - 1
    while lo <= hi {
        let mid = (lo + hi) / 2
        if list[mid] == target { return mid }
        if list[mid] < target { lo = mid + 1 } else { hi = mid - 1 }
    }
    return nil
}
let ps = primes(upTo: 60)
print(show(ps))
print(search(ps, 31) ?? -1, search(ps, 33) ?? -1)
