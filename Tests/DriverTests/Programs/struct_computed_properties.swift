// Computed properties with getters and setters, property observers on stored properties.
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
struct Account {
    private var cents = 0
    var balance: Int {
        get { cents / 100 }
        set {
            print("setting balance to \(newValue)")
            cents = newValue * 100
        }
    }
}
var t = Temperature(celsius: 100)
print(t.fahrenheit)
t.fahrenheit = 32
print(t.celsius)
var acct = Account()
acct.balance = 50
acct.balance += 25
print(acct.balance)
