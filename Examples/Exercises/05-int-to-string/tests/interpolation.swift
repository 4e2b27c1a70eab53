// String interpolation and String(_:) turn an Int into its description too.
let apples = 12
let debt = -345
print("I have \(apples) apples and \(debt) euros.")
print("\(Int.max)|\(Int.min)|\(0)|\(-0)")
let s = String(2024)
print(s, s.count)
let t = String(-98765)
print(t + "!", t.count)
var label = "x"
for i in stride(from: -3, through: 3, by: 3) {
  label += "[\(i)]"
}
print(label)
print(String(Int.min).count, String(Int.max).count)
