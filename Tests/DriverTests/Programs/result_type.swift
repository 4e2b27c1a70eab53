// Swift's Result, module Swift's enum (stdlib/Result.swift): built, switched over,
// printed, get() rethrowing the failure, map/mapError/flatMap, init(catching:).
enum NetworkError: Error { case offline, status(Int) }
func fetch(_ code: Int) -> Result<String, NetworkError> {
  if code == 200 { return .success("page") }
  return code == 0 ? .failure(.offline) : .failure(.status(code))
}
for code in [200, 0, 404] {
  let r = fetch(code)
  switch r {
  case .success(let body): print("got \(body)")
  case .failure(.offline): print("offline")
  case .failure(.status(let s)): print("status \(s)")
  }
  print(r)
}
do {
  print(try fetch(200).get())
  print(try fetch(500).get())
} catch {
  print("caught \(error)")
}
print(fetch(200).map { $0.count })
print(fetch(0).map { $0.count })
print(fetch(404).mapError { _ in NetworkError.offline })
print(fetch(200).flatMap { s -> Result<String, NetworkError> in s.isEmpty ? .failure(.offline) : .success(s + "!") })
func parse(_ s: String) throws -> Int {
  guard let n = Int(s) else { throw NetworkError.status(400) }
  return n
}
let ok = Result { try parse("42") }
let bad = Result<Int, Error>(catching: { try parse("x") })
print(ok, bad)
if case .success(let n) = ok { print(n + 1) }
var handlers: [(Result<Int, NetworkError>) -> Void] = []
handlers.append { result in print("handled", (try? result.get()) ?? -1) }
handlers[0](.success(7))
handlers[0](.failure(.offline))
