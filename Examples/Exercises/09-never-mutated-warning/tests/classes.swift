// A class instance is a reference: changing its properties does not change the
// variable that refers to it.
class Account {
  var balance: Int
  init(balance: Int) {
    self.balance = balance
  }
}

struct Wallet {
  var account: Account
  var cash: Int
}

func spend() {
  var account = Account(balance: 100)
  account.balance -= 30
  var wallet = Wallet(account: account, cash: 5)
  wallet.account.balance -= 10
  var other = Wallet(account: Account(balance: 1), cash: 2)
  other.cash = 0
  print(account.balance, wallet.cash, other.cash)
}
spend()
