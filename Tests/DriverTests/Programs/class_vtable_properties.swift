// Overridden computed properties and methods dispatch through the vtable, also from
// the superclass's own methods and through protocol witnesses.
protocol Describing {
    var summary: String { get }
}

class Animal: Describing {
    let name: String
    init(name: String) {
        self.name = name
    }
    var sound: String {
        return "..."
    }
    var summary: String {
        return "\(name) says \(sound)"
    }
    func legs() -> Int {
        return 4
    }
}

class Bird: Animal {
    override var sound: String {
        return "tweet"
    }
    override func legs() -> Int {
        return 2
    }
}

final class Parrot: Bird {
    var words = 0
    override var sound: String {
        return super.sound + " hello"
    }
}

let a: Animal = Parrot(name: "Polly")
print(a.summary, a.legs())
let d: Describing = Bird(name: "Tweety")
print(d.summary)
let p = Parrot(name: "Kiki")
p.words += 3
print(p.summary, p.words, p.legs())
