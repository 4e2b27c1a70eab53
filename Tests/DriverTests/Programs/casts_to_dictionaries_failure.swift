// `as!` to a dictionary of another value type traps at the first value that is not
// one, naming its type.
let info: [String: Any] = ["a": 1]
print(info as! [String: Int])
let mixed: [String: Any] = ["b": "x"]
print("before")
print(mixed as! [String: Int])
