func g(_ x: Int) {
  switch x {
  case 1:
    continue
  default:
    print(x)
  }
}
g(1)
