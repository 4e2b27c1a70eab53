// `defer` bodies cannot transfer control out of themselves; loops inside them can use
// break and continue, and closures inside them can return.
func value() -> Int {
  defer { return } // expected-error {{'return' cannot transfer control out of a defer statement}}
  return 1
}

func loop() {
  outer: for i in 0..<3 {
    defer {
      if i == 1 { break } // expected-error {{'break' cannot transfer control out of a defer statement}}
      continue // expected-error {{'continue' cannot transfer control out of a defer statement}}
    }
    defer {
      for j in 0..<2 {
        if j == 0 { continue }
        break
      }
      let f = { (x: Int) -> Int in return x + i }
      print(f(1))
    }
    if i == 2 { break outer }
  }
}
