// Name lookup: locals in order, shadowing, globals, forward references to functions.
let limit = 10
var counter = 0

print(twice(limit))          // a function declared further down is visible
print(totl)                  // expected-error {{cannot find 'totl' in scope}}

func twice(_ x: Int) -> Int {
  return x * 2
}

func shadowing(_ limit: Int) -> Int {
  var total = limit          // the parameter shadows the global
  if total > 0 {
    let total = 5            // a nested scope may shadow
    print(total)
  }
  total += counter
  return total
}

func redeclared() {
  let a = 1
  var a = 2                  // expected-error {{invalid redeclaration of 'a'}}
  // expected-note@-2 {{'a' previously declared here}}
  print(a)
}

func beforeDeclaration() {
  print(later)               // expected-error {{use of local variable 'later' before its declaration}}
  let later = 3              // expected-note {{'later' declared here}}
  print(later)
}

func unknownFunction() {
  undefinedFunction(1)       // expected-error {{cannot find 'undefinedFunction' in scope}}
}

struct Box {
  var value: Int
  func doubled() -> Int {
    return value * 2         // implicit self
  }
  func selfValue() -> Int {
    return self.value + doubled()
  }
}

print(self)                  // expected-error {{cannot find 'self' in scope}}
print(Box(value: 2).selfValue())
print(shadowing(3))
