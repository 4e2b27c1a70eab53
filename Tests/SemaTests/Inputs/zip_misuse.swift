// zip(_:_:) takes two sequences (stdlib/Zip.swift); its elements are pairs.
let xs = [1, 2]
let a = zip(1, xs) // expected-error {{global function 'zip' requires that 'Int' conform to 'Sequence'}}
let b = zip(xs, 2.5) // expected-error {{global function 'zip' requires that 'Double' conform to 'Sequence'}}
for x in zip(xs, xs) {
  let y: Int = x // expected-error {{cannot convert value of type '(Int, Int)' to specified type 'Int'}}
}
