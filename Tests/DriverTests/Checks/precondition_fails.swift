// -Onone: "Precondition failed: message"; -O: a bare trap.
let count = 0
print("checking")
precondition(count > 0, "count must be positive")
print("unreachable")
