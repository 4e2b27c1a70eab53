// A multi-statement closure where the context wants an optional of a type to infer
// (compactMap's ElementOfResult?, Optional's flatMap): its first return decides, made
// optional (SE-0326); a first `return nil` decides nothing, as in swiftc.
let xs = [1, 2, 3]
let words = xs.compactMap { x in
    if x == 2 { return String?.none }
    return String(x)
}
print(words)
let kept = xs.compactMap { x in
    let s: String? = x == 2 ? nil : String(x)
    return s
}
print(kept)
let scaled = xs.compactMap { x in
    let s = String(x)
    return Int(s + "0")
}
print(scaled)
let big = xs.compactMap { x in
    if x > 1 { return x }
    return nil
}
print(big)
let nested = xs.compactMap { x in
    var v: Int?? = x
    if x == 3 { v = Int??.none }
    return v
}
print(nested)
let parsed = ["a", "1", "2"].compactMap { s in
    let n = Int(s)
    print("parsing", s)
    return n
}
print(parsed)
let maybe: Int? = 4
let half = maybe.flatMap { n in
    let even = n % 2 == 0
    return even ? n / 2 : nil
}
print(half as Any)
let labels = xs.map { x in
    if x > 1 { return "big" } else { return "small" }
}
print(labels)
