// A small program: accounts as classes, transactions as an enum, errors as optionals.
enum Transaction {
    case deposit(Int)
    case withdraw(Int)
}
class Account {
    let owner: String
    private(set) var balance = 0
    var history: [Transaction] = []
    init(owner: String) { self.owner = owner }
    func apply(_ t: Transaction) -> Bool {
        switch t {
        case .deposit(let amount):
            balance += amount
        case .withdraw(let amount):
            if amount > balance { return false }
            balance -= amount
        }
        history.append(t)
        return true
    }
}
let acct = Account(owner: "Dana")
let requests: [Transaction] = [.deposit(100), .withdraw(30), .withdraw(500), .deposit(5)]
for r in requests {
    let ok = acct.apply(r)
    print(ok ? "ok" : "refused", acct.balance)
}
print(acct.owner, "made", acct.history.count, "transactions")
