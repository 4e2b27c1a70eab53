// miniswiftc-only: concurrency is outside the subset; an `await` is reported where it is
// written (not as a second statement on the line), and `await` stays a valid name.
func load() -> Int { 1 }
let v = await load() // expected-error {{'await' expressions are not supported by miniswiftc}}
let await = 2
print(await)
