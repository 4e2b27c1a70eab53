// Inside a switch, `break` leaves the switch, but `continue` goes on with the loop
// around it; a labeled `break` can leave the loop from inside the switch.
for n in 1...6 {
  switch n % 3 {
  case 0:
    continue
  case 1:
    break
  default:
    print("two more than a multiple of three:", n)
  }
  print("after the switch:", n)
}

var total = 0
loop: for n in 1...10 {
  switch n {
  case 4:
    continue loop
  case 8:
    break loop
  default:
    total += n
  }
}
print("total", total)
