// `as!` to an array of another element type traps at the first element that is not
// one, naming its type.
let values: [Any] = [1, 2]
print(values as! [Int])
let mixed: [Any] = [1, "two", 3]
print("before")
print(mixed as! [Int])
