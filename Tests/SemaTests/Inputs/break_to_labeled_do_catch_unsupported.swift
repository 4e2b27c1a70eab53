// miniswiftc-only
// A `break` naming a labeled `do`-`catch` (valid Swift) is refused at the `break`; it
// said "cannot find label", blaming valid Swift.
enum Failure: Error { case bad }

func value(_ x: Int) throws -> Int {
  if x > 1 { throw Failure.bad }
  return x
}

outer: do {
  let v = try value(1)
  if v == 1 { break outer }  // expected-error {{'break' to a labeled 'do'-'catch' statement is not supported yet by miniswiftc}}
  print(v)
} catch {
  print("caught")
}
