// Conditions, loops, break/continue, guard, ranges and strides.
var total = 0
for i in 0..<5 { total += i }
for i in 1...3 where i != 2 { total += i }
for i in stride(from: 0, to: 10, by: 3) { total += i }
for x in stride(from: 1.0, through: 2.0, by: 0.5) { print(x) }
var n = 3
while n > 0 {
  n -= 1
  if n == 1 { continue }
  if n == 0 { break }
}
repeat { n += 1 } while n < 3
outer: for i in 0..<3 {
  for j in 0..<3 {
    if i == j { continue outer }
    if j > i { break outer }
  }
}
func check(_ v: Int) -> Int {
  guard v > 0 else { return 0 }
  if v > 10 { return 10 } else if v > 5 { return 5 } else { return v }
}
if n { print(n) }                    // expected-error {{type 'Int' cannot be used as a boolean; test for '!= 0' instead}}
if n = 2 { print(n) }                // expected-error {{use of '=' in a boolean context, did you mean '=='?}}
while "yes" { }                      // expected-error {{cannot convert value of type 'String' to expected condition type 'Bool'}}
for c in 5 { print(c) }              // expected-error {{for-in loop requires 'Int' to conform to 'Sequence'}}
if n > 1 {
  break                              // expected-error {{unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do}}
}
break                                // expected-error {{'break' is only allowed inside a loop, if, do, or switch}}
func loopless() {
  continue                           // expected-error {{'continue' is only allowed inside a loop}}
}
print(total, check(7))
