// Error handling: throwing functions, methods and initializers, do-catch with each kind
// of catch pattern, errors rethrown from a catch that does not match, defer on throw.
enum ParseError: Error {
  case empty
  case badCharacter(Character: String, at: Int)
  case tooLong(Int)
}

struct LimitError: Error {
  var limit: Int
  var label: String
}

class NetworkError: Error {
  let code: Int
  init(code: Int) { self.code = code }
  deinit { print("NetworkError \(code) freed") }
}

class TimeoutError: NetworkError {}

func parse(_ text: String, limit: Int) throws -> Int {
  if text.isEmpty { throw ParseError.empty }
  if text.count > limit { throw ParseError.tooLong(text.count) }
  if text == "x" { throw ParseError.badCharacter(Character: text, at: 0) }
  if text == "limit" { throw LimitError(limit: limit, label: "L" + text) }
  if text == "net" { throw NetworkError(code: 404) }
  if text == "slow" { throw TimeoutError(code: 408) }
  return text.count * 10
}

func describe(_ text: String) -> String {
  do {
    let n = try parse(text, limit: 6)
    return "parsed \(n)"
  } catch ParseError.empty {
    return "empty"
  } catch ParseError.tooLong(let n) where n > 8 {
    return "much too long (\(n))"
  } catch ParseError.tooLong(let n) {
    return "too long (\(n))"
  } catch ParseError.badCharacter(let c, let i) {
    return "bad \(c) at \(i)"
  } catch let e as LimitError where e.limit > 100 {
    return "big limit \(e.limit)"
  } catch let e as LimitError {
    return "limit \(e.limit) \(e.label)"
  } catch let e as TimeoutError {
    return "timeout \(e.code)"
  } catch is NetworkError {
    return "network"
  } catch {
    return "other \(error)"
  }
}

for text in ["", "abc", "abcdefg", "abcdefghijk", "x", "limit", "net", "slow"] {
  print(describe(text))
}

// Errors print as their value does.
for text in ["", "abcdefg", "x", "limit"] {
  do {
    _ = try parse(text, limit: 4)
  } catch {
    print(error)
    print("caught: \(error)")
    print([error])
  }
}

// A catch that does not match everything: the rest propagates to the caller.
func onlyEmpty(_ text: String) throws -> String {
  do {
    return "ok \(try parse(text, limit: 3))"
  } catch ParseError.empty, ParseError.tooLong {
    return "empty or long"
  }
}

for text in ["", "ab", "abcd", "x"] {
  do {
    print(try onlyEmpty(text))
  } catch {
    print("rethrown: \(error)")
  }
}

// defer bodies run when an error leaves their scope.
func withCleanup(_ text: String) throws -> Int {
  defer { print("cleanup for '\(text)'") }
  print("start")
  let n = try parse(text, limit: 10)
  defer { print("parsed \(n)") }
  return n
}
for text in ["ok", ""] {
  do {
    print(try withCleanup(text))
  } catch {
    print("failed: \(error)")
  }
}

// Throwing initializers and methods.
struct Account {
  var owner: String
  var balance: Int

  init(owner: String, deposit: Int) throws {
    guard deposit >= 0 else { throw LimitError(limit: 0, label: owner) }
    self.owner = owner
    balance = deposit
  }

  mutating func withdraw(_ amount: Int) throws {
    guard amount <= balance else { throw LimitError(limit: balance, label: owner) }
    balance -= amount
  }
}

do {
  var a = try Account(owner: "Ann", deposit: 50)
  try a.withdraw(20)
  print(a.balance)
  try a.withdraw(40)
  print("not reached")
} catch let e as LimitError {
  print("limit \(e.limit) for \(e.label)")
}
do {
  _ = try Account(owner: "Bob", deposit: -1)
} catch {
  print(error)
}

class Server {
  var name: String
  init(name: String) { self.name = name }
  func fetch(_ path: String) throws -> String {
    if path.isEmpty { throw NetworkError(code: 400) }
    return name + "/" + path
  }
}
let server = Server(name: "host")
do {
  print(try server.fetch("index"))
  print(try server.fetch(""))
} catch let e as NetworkError {
  print("code \(e.code)")
}

// try? gives nil on an error (an optional result is not wrapped twice); try! the value.
func maybe(_ n: Int) throws -> Int? {
  if n < 0 { throw ParseError.empty }
  if n == 0 { return nil }
  return n
}
let values = [try? maybe(3), try? maybe(0), try? maybe(-1)]
print(values)
if let n = try? parse("four", limit: 10) { print("try? \(n)") }
print(try! parse("ab", limit: 5))

// Throwing closures and rethrows.
func apply(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int] {
  var result: [Int] = []
  for v in values { result.append(try transform(v)) }
  return result
}
print(apply([1, 2, 3]) { $0 * 2 })
do {
  print(try apply([1, -2, 3]) { v in
    if v < 0 { throw ParseError.tooLong(v) }
    return v + 100
  })
} catch {
  print("closure threw \(error)")
}
let check: (Int) throws -> Int = { n in
  guard n != 0 else { throw ParseError.empty }
  return 100 / n
}
for n in [5, 0] {
  do { print(try check(n)) } catch { print("check: \(error)") }
}

// Loops: an error leaves the loop from the middle.
var total = 0
do {
  for text in ["a", "bb", "", "ccc"] {
    total += try parse(text, limit: 5)
  }
} catch {
  print("stopped at \(error) with \(total)")
}
