// && and || evaluate the right side only when needed; ternaries nest.
func noisy(_ b: Bool, _ label: String) -> Bool {
    print("eval", label)
    return b
}
print(noisy(false, "a") && noisy(true, "b"))
print(noisy(true, "c") || noisy(false, "d"))
print(noisy(true, "e") && noisy(false, "f") || noisy(true, "g"))
let n = 15
print(n % 15 == 0 ? "FizzBuzz" : n % 3 == 0 ? "Fizz" : n % 5 == 0 ? "Buzz" : "\(n)")
print(!(1 < 2), 1 != 2, 3 >= 3 && 2 <= 1)
