// Owned temporaries passed as arguments are released right after the call, last first.
class Probe {
    let label: String
    init(_ label: String) {
        self.label = label
        print("+\(label)")
    }
    deinit {
        print("-\(label)")
    }
}

func pair(_ a: Probe, _ b: Probe) -> String {
    return a.label + "&" + b.label
}

func keep(_ p: Probe) -> Probe {
    return p
}

print(pair(Probe("a"), Probe("b")))
print("--")
let k = keep(Probe("kept"))
print("holding \(k.label)")
print(pair(keep(Probe("x")), k))
print("end")
