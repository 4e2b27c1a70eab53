// `if let x` and `guard let x` (Swift 5.7) bind the optional of the same name: local,
// parameter and global.
let global: Int? = 3
if let global {
    print("global \(global)")
}

func describe(_ value: String?) {
    guard let value else {
        print("nothing")
        return
    }
    print("got \(value)")
}
describe(nil)
describe("x")

func sum(_ a: Int?, _ b: Int?) -> Int {
    var total = 0
    if let a, let b {
        total = a + b
    } else if let a {
        total = a
    }
    return total
}
print(sum(1, 2), sum(5, nil), sum(nil, nil))

var changing: Int? = 1
while let current = changing, current < 4 {
    if let changing {
        print("changing \(changing)")
    }
    changing = current + 1
}
