// A struct inside an existential keeps value semantics: copies are independent.
protocol Named {
    var name: String { get set }
    mutating func shout()
}

struct Tag: Named {
    var name: String
    mutating func shout() {
        name = name + "!"
    }
}

class Label: Named {
    var name: String
    init(name: String) {
        self.name = name
    }
    func shout() {
        name = name + "?"
    }
}

var a: Named = Tag(name: "tag")
var b = a
b.name = "other"
b.shout()
print(a.name, b.name)
a.shout()
a.shout()
print(a.name, b.name)

var c: Named = Label(name: "label")
var d = c
d.name = "shared"
d.shout()
print(c.name, d.name)

func rename(_ n: Named) -> Named {
    var copy = n
    copy.name = "renamed"
    return copy
}
let t = Tag(name: "orig")
let r = rename(t)
print(t.name, r.name)
