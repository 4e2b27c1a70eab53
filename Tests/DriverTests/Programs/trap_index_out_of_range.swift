// Reading past the end of an array traps.
let a = [1, 2, 3]
var i = 0
while true {
    print(a[i])
    i += 1
}
