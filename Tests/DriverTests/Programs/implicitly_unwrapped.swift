// `T!` declarations: optional values, unwrapped implicitly where a `T` is needed (a
// conversion, a member, an operand, an argument), kept optional otherwise.
class Account {
  var owner: String!
  var balance: Int! = 10
  init() {}
  func label() -> String! {
    if owner == nil { return nil }
    return "account of " + owner
  }
}
func double(_ x: Int) -> Int { x * 2 }
func describe(_ name: String!) -> String {
  if name == nil { return "nobody" }
  return "name \(name!) has \(name.count) letters"
}

let account = Account()
print(account.owner == nil, account.label() == nil)
account.owner = "Ada"
let owner: String = account.owner
print(owner, account.owner.count, account.owner + "!")
let kept = account.owner
print(kept, type(of: kept))
print(double(account.balance), account.balance + 5, account.balance * account.balance)
account.balance = account.balance + 1
print(account.balance!)
if let b = account.balance { print("bound \(b)") }
let text: String = account.label()
print(text)
print(describe(nil), describe("Grace"))
var counter: Int! = 1
counter = counter + 1
print(counter!, counter == 2)
counter = nil
print(counter == nil)
