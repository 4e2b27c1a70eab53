// preconditionFailure: "Fatal error" at -Onone, a bare trap at -O.
func index(of s: String) -> Int {
  if s == "a" { return 0 }
  preconditionFailure()
}
print(index(of: "a"))
print(index(of: "b"))
