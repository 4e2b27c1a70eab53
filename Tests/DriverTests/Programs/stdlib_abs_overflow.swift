// abs of the minimum Int has no Int magnitude: the program traps, as Swift's does.
let values = [Int.min]
print("before")
print(abs(values[0]))
print("not reached")
