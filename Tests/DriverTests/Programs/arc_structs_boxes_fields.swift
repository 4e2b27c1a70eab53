// Deinit order when references sit in structs, existential boxes and class fields.
class Res {
    let name: String
    init(_ name: String) {
        self.name = name
        print("  +\(name)")
    }
    deinit {
        print("  -\(name)")
    }
}

protocol Holder {
    var label: String { get }
    func show() -> String
}

struct Pair: Holder {
    let first: Res
    var second: Res
    var label: String {
        return first.name + "/" + second.name
    }
    func show() -> String {
        return "pair " + label
    }
}

class Keeper: Holder {
    var held: Holder
    let own: Res
    init(_ held: Holder, _ own: Res) {
        self.held = held
        self.own = own
    }
    var label: String {
        return "keeper(" + held.label + ")"
    }
    func show() -> String {
        return "keeper " + own.name
    }
}

func makePair(_ a: String, _ b: String) -> Pair {
    return Pair(first: Res(a), second: Res(b))
}

func scenario1() {
    print("scenario1")
    var p = makePair("a", "b")
    let h: Holder = p
    p.second = Res("c")
    print(h.label, p.label)
    print("end1")
}

func scenario2() {
    print("scenario2")
    let k = Keeper(makePair("x", "y"), Res("own"))
    print(k.label)
    k.held = Keeper(makePair("p", "q"), Res("own2"))
    print(k.label)
    let h: Holder = k
    print(h.show(), h.label)
    print("end2")
}

func scenario3() -> Holder {
    print("scenario3")
    let a: Holder = makePair("r", "s")
    var b = a
    b = makePair("t", "u")
    print(a.label, b.label)
    return b
}

scenario1()
scenario2()
let kept = scenario3()
print("kept", kept.label)
print("done")
