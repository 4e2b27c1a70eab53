// Found by miniswiftc-fuzz (seed 1, variant 198540: `while let v = readNext(), v < 12`
// with bytes deleted to `while let v, v < 12`): the Swift 5.7 shorthand `if let x` /
// `while let x` only looked for a local `x`; an unknown name was given the error type
// without a diagnostic and IRGen's IR did not verify ("Branch condition is not 'i1'
// type"). Now the name is checked as the initial value: "cannot find 'v' in scope".
var count = 0
while let v, v < 12 {
    count += 1
}
print(count)
