// A generic parameter's value as an existential of a composition of its constraints:
// boxed with a witness table of the composition for each specialization's type.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }

struct Person: Named, Aged { var name: String; var age: Int }
final class Cat: Named, Aged {
  let name: String
  var age: Int { 7 }
  init(name: String) { self.name = name }
}

func wish<T: Named & Aged>(_ t: T) -> any Named & Aged { return t }
func one<T: Named>(_ t: T) -> any Named { t }
func show(_ x: any Named & Aged) { print("\(x.name) is \(x.age)") }

func all<T: Named & Aged>(_ t: T) -> [any Named & Aged] {
  show(t)
  let maybe: (any Named & Aged)? = t
  let listed: [any Named & Aged] = [t, t]
  return listed + [maybe!]
}

let w = wish(Person(name: "Ann", age: 30))
print(w.name, w.age)
show(wish(Cat(name: "Tom")))
print(one(Person(name: "Bob", age: 4)).name)
print(all(Cat(name: "Kit")).map { "\($0.name)/\($0.age)" })
print(all(Person(name: "Zed", age: 1)).count)
