struct Money {
  var cents: Int
}
typealias Money = Int
print(1)
