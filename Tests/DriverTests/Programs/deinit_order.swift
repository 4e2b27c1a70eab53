// deinit runs when the last reference goes: scopes, reassignment, subclasses, fields.
class Tracked {
    let id: String
    init(_ id: String) { self.id = id; print("init \(id)") }
    deinit { print("deinit \(id)") }
}
class Child: Tracked {
    let inner: Tracked
    init(_ id: String, inner: String) {
        self.inner = Tracked(inner)
        super.init(id)
    }
    deinit { print("deinit child \(id)") }
}
func scope() {
    let t = Tracked("local")
    print("in scope with \(t.id)")
}
scope()
var v = Tracked("first")
v = Tracked("second")
print("reassigned to \(v.id)")
do {
    let c = Child("c", inner: "inner")
    print("made \(c.id)")
}
print("end")
