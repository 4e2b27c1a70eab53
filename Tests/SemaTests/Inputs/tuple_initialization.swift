// Definite initialization through tuple elements: reading an element of a tuple that
// was declared without a value is swiftc's error, naming the element.
func read() {
  let t: (Int, Int)                  // expected-note {{constant defined here}}
  print(t.0)                         // expected-error {{constant 't.0' used before being initialized}}
}
read()
