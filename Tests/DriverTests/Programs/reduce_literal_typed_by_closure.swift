// `reduce(0) { $0 + $1.price }`: the literal takes the type of the closure's arithmetic
// (Double), as swiftc infers it from the closure body; Int where the body is Int.
struct Item { var name: String; var price: Double; var qty: Int }
let items = [Item(name: "a", price: 1.5, qty: 2), Item(name: "b", price: 2.25, qty: 1)]
print(items.reduce(0) { $0 + $1.price })
print(items.reduce(0) { $0 + $1.price * Double($1.qty) })
print(items.reduce(0) { total, item in total + item.price })
print(items.reduce(0) { total, item in return total + item.price })
print(items.reduce(0) { $0 + $1.qty })
print(items.reduce(0) { $1.price + $0 })
print([1.5, 2.0].reduce(0) { $0 + $1 })
print([1.5, 2.0].reduce(1) { $0 * $1 })
print(items.reduce(0) { $0 + Double($1.qty) })
let ws = ["ab", "cde"]
print(ws.reduce(0) { $0 + $1.count })
struct Box<T> { var v: T }
print([Box(v: 1.5), Box(v: 2.5)].reduce(0) { $0 + $1.v })
