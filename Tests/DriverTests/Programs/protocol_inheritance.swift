// Protocols inheriting protocols: a conforming type satisfies every requirement
// and converts to each protocol's existential; class-only protocols.
protocol Named {
  var name: String { get }
}
protocol Described: Named {
  func describe() -> String
}
protocol Tagged: Described {
  var tag: Int { get }
}
protocol Owner: AnyObject, Named {}
protocol Keeper: Named, AnyObject {
  func keep()
}

struct Item: Tagged {
  var name: String
  var tag: Int
  func describe() -> String { "\(name)#\(tag)" }
}

final class Shop: Owner, Keeper {
  var name = "shop"
  var kept = 0
  func keep() { kept += 1 }
}

func greet(_ n: Named) -> String { "hello \(n.name)" }
func show(_ d: Described) -> String { d.describe() }
func tagOf(_ t: Tagged) -> Int { t.tag }

let item = Item(name: "lamp", tag: 7)
print(greet(item), show(item), tagOf(item))
let shop = Shop()
let keeper: Keeper = shop
keeper.keep()
keeper.keep()
print(greet(shop), shop.kept)
let all: [Named] = [item, shop]
for n in all { print(n.name) }
