// A global 'let' without a value is given one in top-level code only.
let fromFunction: Int // expected-note {{change 'let' to 'var' to make it mutable}}
func assign() {
    fromFunction = 3 // expected-error {{cannot assign to value: 'fromFunction' is a 'let' constant}}
}
fromFunction = 1
print(fromFunction)
