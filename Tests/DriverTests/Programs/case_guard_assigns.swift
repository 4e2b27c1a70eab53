// A `case` guard that assigns a variable through `inout`: the division after the
// switch divides by what the guard stored (the constant folder must see the guard),
// and a guard's arithmetic is folded like any other.
func setTo(_ value: Int, _ target: inout Int) -> Bool {
    target = value
    return true
}

func run(_ n: Int) -> Int {
    var x = 0
    switch n {
    case _ where setTo(4, &x):
        print("guard stored", x)
    default:
        print("default")
    }
    return 100 / x
}

func classify(_ n: Int) -> String {
    var limit = 10
    switch n {
    case let v where v > limit * 2:
        return "large"
    case let v where v > limit:
        limit = 0
        return "medium"
    default:
        return "small"
    }
}

print(run(1))
print(classify(25), classify(15), classify(3))
