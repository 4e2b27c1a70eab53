// An error that leaves top-level code stops the program (swiftc: "Fatal error: Error
// raised at top level: main.Reading.outOfRange(min: 0, max: 9)").
enum Reading: Error {
  case outOfRange(min: Int, max: Int)
}

func read(_ n: Int) throws -> Int {
  guard n >= 0 && n <= 9 else { throw Reading.outOfRange(min: 0, max: 9) }
  return n
}

print(try read(4))
print(try read(12))
print("not reached")
