// fatalError prints its message at -O too; preconditionFailure would not.
func parse(_ s: String) -> Int {
  if s == "one" { return 1 }
  fatalError("unknown number \(s)")
}
print(parse("one"))
print(parse("two"))
