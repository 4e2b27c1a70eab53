// An unlabeled `break` does not leave a `do`, labeled or not: it needs a loop or switch.
do {
  break // expected-error {{unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do}}
}

func f(_ n: Int) {
  named: do {
    if n > 0 { break } // expected-error {{unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do}}
    break named
  }
  for i in 0..<n {
    inner: do {
      if i == 1 { break }
      if i == 2 { break inner }
      print(i)
    }
  }
  break missing // expected-error {{cannot find label 'missing' in scope}}
}
