// A 'where' after several patterns on one line guards the last one only: swiftc warns,
// unless a line break separates the patterns.
let p = (1, 0)
switch p {
case (let d, 0), (0, let d) where d != 1: print(d)
case (let d, 1), (1, let d), (2, let d) where d > 5: print(d)
case (let d, 2),
     (2, let d) where d > 5: print(d)
case (let d, 3) where d > 1, (3, let d) where d > 1: print(d)
default: break
}
