// miniswiftc-only: a tuple declared without a value and then initialized element by
// element (valid Swift: definite initialization tracks the elements) is reported where
// the first element is assigned.
func build() -> (Int, Int) {
  var t: (Int, Int)
  t.0 = 1                            // expected-error {{initializing a tuple element by element is not supported yet by miniswiftc}}
  t.1 = 2
  return t
}
print(build())
