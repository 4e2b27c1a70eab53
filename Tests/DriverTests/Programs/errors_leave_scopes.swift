// Errors leaving loops, switches, optional bindings and nested functions: what the
// scopes hold is released on the way out, and `defer` bodies run innermost first.
struct Stop: Error {
  var at: String
}

class Tracked {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("released \(name)") }
}

func check(_ word: String) throws -> Int {
  if word.count == 4 { throw Stop(at: word) }
  return word.count
}

func scan(_ words: [String]) throws -> Int {
  var total = 0
  let guardian = Tracked("guardian of \(words.count)")
  defer { print("scan done with \(guardian.name)") }
  for w in words {
    let item = Tracked(w)
    defer { print("leaving \(item.name)") }
    switch w.count {
    case 0:
      continue
    case 1...3:
      total += try check(w)
    default:
      let count: Int? = w.count
      if let n = count, n > 4 {
        total += try check("four")
      }
      total += 100
    }
  }
  return total
}

for words in [["a", "bb"], ["a", "hey!", "b"], ["", "four", "sixsix"]] {
  do {
    print("total \(try scan(words))")
  } catch let s as Stop {
    print("stopped at \(s.at)")
  }
}

var attempts = 0
func flaky() throws -> String {
  attempts += 1
  if attempts < 3 { throw Stop(at: "attempt \(attempts)") }
  return "ok after \(attempts)"
}
var result = ""
while result.isEmpty {
  do {
    result = try flaky()
  } catch {
    print("retry after \(error)")
  }
}
print(result)

