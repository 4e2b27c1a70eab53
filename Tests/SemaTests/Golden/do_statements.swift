enum Failure: Error { case bad, worse(Int) }

func risky(_ n: Int) throws -> Int {
  if n > 2 { throw Failure.worse(n) }
  return n
}

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

func partly() throws {
  do {
    print(try risky(3))
  } catch Failure.bad {
    print("bad")
  }
}

do {
  print(try risky(1))
} catch Failure.worse(let n) where n > 1 {
  print(n)
} catch {
  print(error)
}
