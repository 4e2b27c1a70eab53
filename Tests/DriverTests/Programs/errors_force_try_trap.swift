// `try!` on a call that throws stops the program at the try!'s line (swiftc: "Fatal
// error: 'try!' expression unexpectedly raised an error: main.Missing(name: \"b\")").
struct Missing: Error {
  var name: String
}

func lookup(_ name: String) throws -> Int {
  if name == "a" { return 1 }
  throw Missing(name: name)
}

print(try! lookup("a"))
let value = try! lookup("b")
print(value)
