// Found by miniswiftc-fuzz (seed 1, variant 40751: tokens of two programs spliced): a
// global used inside the closure that initializes it was given the error type without
// a diagnostic, so the program went on to IRGen, whose IR did not verify ("Branch
// condition is not 'i1' type"). Now: "circular reference to 'i'".
let i = { var x = 1
if i {
   x += 1
} }
