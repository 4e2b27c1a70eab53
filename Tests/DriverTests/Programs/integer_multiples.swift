// Int's isMultiple(of:), signum() and quotientAndRemainder(dividingBy:), module Swift's
// (stdlib/IntegerMultiples.swift), with their edge cases: zero, -1 and Int.min.
let numbers = [1, 2, 3, 4, 5, 6]
print(numbers.filter { $0.isMultiple(of: 2) }.map { $0 * $0 })
print(0.isMultiple(of: 0), 3.isMultiple(of: 0), Int.min.isMultiple(of: -1), (-9).isMultiple(of: 3))
print((-7).signum(), 0.signum(), 42.signum())
let (q, r) = 17.quotientAndRemainder(dividingBy: 5)
print(q, r, (-17).quotientAndRemainder(dividingBy: 5))
