// A `weak` property without a type annotation is an optional of its initializer's class
// type; the instance it is given has no other owner and is freed at once.
class Token {
  let id: Int
  init(_ id: Int) { self.id = id }
  deinit { print("Token \(id) deinit") }
}
class Holder {
  weak var temporary = Token(1)
  unowned let owner: Token
  init(owner: Token) { self.owner = owner }
}
let kept = Token(2)
let h = Holder(owner: kept)
print(h.temporary == nil)
print(h.temporary?.id ?? -1)
h.temporary = kept
print(h.temporary?.id ?? -1, h.owner.id)
