// An array literal where an ArraySlice is wanted, on the right of `??`: a slice of the
// literal's elements (it was an error type without a diagnostic, then an IRGen crash,
// in print's `Any` context).
let a = [1, 2, 3]
let tail: ArraySlice<Int>? = a[1...]
let none: ArraySlice<Int>? = nil
print(tail ?? [], none ?? [7], none ?? [])
let y = none ?? [5, 6]
print(y, y.count)
