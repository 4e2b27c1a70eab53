typealias A = B
typealias B = A
let x: A = 1
print(x)
