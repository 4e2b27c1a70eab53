// `do` without `catch` is a do_stmt; with `catch` clauses a do_catch_stmt.
do {
  let x = 1
  print(x)
}

func scoped() -> Int {
  outer: do {
    print("in")
    break outer
  }
  do {
    do { return 1 }
  }
}

enum Failure: Error { case bad, worse(Int) }

func risky() throws {}

do {
  try risky()
} catch {
  print(error)
}

do {
  try risky()
} catch Failure.bad {
  print("bad")
} catch Failure.worse(let n) where n > 1, Failure.worse(let n) {
  print(n)
} catch is Failure {
  print("failure")
}

labeled: do {
  try risky()
} catch {}
