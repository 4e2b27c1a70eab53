// Using a `nil` `T!` where a `T` is needed traps ("... while implicitly unwrapping ...").
var width: Int! = 3
print(width + 1)
width = nil
let area: Int = width * 2
print(area)
