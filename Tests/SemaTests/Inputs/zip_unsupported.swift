// miniswiftc-only: zip's sequences need `makeIterator()`, which only arrays, strings and
// a program's Sequences have in miniswiftc; ranges, dictionaries and sets are "not
// supported yet" (a `for`-`in` over them alone has its own loop).
let names = ["a", "b"]
for (i, n) in zip(0..<2, names) { print(i, n) } // expected-error {{'zip' of a value of type 'Range<Int>' is not supported yet by miniswiftc}}
let d = zip(names, ["k": 1]) // expected-error {{'zip' of a value of type '[String : Int]' is not supported yet by miniswiftc}}
for (x, y) in zip(Set([1]), 1...3) {} // expected-error {{'zip' of a value of type 'Set<Int>' is not supported yet by miniswiftc}}
