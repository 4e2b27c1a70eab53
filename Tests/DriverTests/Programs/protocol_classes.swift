// Class hierarchies conforming to protocols; dispatch through the protocol and the class.
protocol Speaker { func speak() -> String }
class Base: Speaker {
    func speak() -> String { "base" }
}
class Derived: Base {
    override func speak() -> String { "derived" }
}
func talk(_ s: Speaker) { print(s.speak()) }
talk(Base())
talk(Derived())
let list: [Speaker] = [Derived(), Base(), Derived()]
var joined = ""
for s in list { joined += s.speak() + ";" }
print(joined)
