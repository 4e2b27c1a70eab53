// let, var, mutating, self, get-only and private(set) properties.
struct Counter {
  var count = 0
  let step = 1                       // expected-note {{change 'let' to 'var' to make it mutable}}
  private(set) var resets = 0
  var double: Int { count * 2 }
  mutating func increment() { count += step }
  mutating func reset() {
    count = 0
    resets += 1
  }
  func peek() -> Int { return count }
  func broken() {                    // expected-note {{mark method 'mutating' to make 'self' mutable}}
    count = 1                        // expected-error {{cannot assign to property: 'self' is immutable}}
  }
  func alsoBroken() {                // expected-note {{mark method 'mutating' to make 'self' mutable}}
    increment()                      // expected-error {{cannot use mutating member on immutable value: 'self' is immutable}}
  }
}
class Account {
  var balance = 0
  let id = 7                         // expected-note {{change 'let' to 'var' to make it mutable}}
}

let fixed = Counter()                // expected-note 3 {{change 'let' to 'var' to make it mutable}}
var moving = Counter()
moving.increment()
moving.count = 5
fixed.increment()                    // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
fixed.count = 3                      // expected-error {{cannot assign to property: 'fixed' is a 'let' constant}}
fixed.count += 1                     // expected-error {{left side of mutating operator isn't mutable: 'fixed' is a 'let' constant}}
moving.step = 2                      // expected-error {{cannot assign to property: 'step' is a 'let' constant}}
moving.double = 4                    // expected-error {{cannot assign to property: 'double' is a get-only property}}
moving.resets = 0                    // expected-error {{cannot assign to property: 'resets' setter is inaccessible}}
let account = Account()
account.balance = 10                 // a class reference allows changing its properties
account.id = 8                       // expected-error {{cannot assign to property: 'id' is a 'let' constant}}
let limit = 3                        // expected-note {{change 'let' to 'var' to make it mutable}}
limit = 4                            // expected-error {{cannot assign to value: 'limit' is a 'let' constant}}

func countdown(_ from: Int) {
  from -= 1                          // expected-error {{left side of mutating operator isn't mutable: 'from' is a 'let' constant}}
}
print(moving.peek(), fixed.peek(), account.balance)
