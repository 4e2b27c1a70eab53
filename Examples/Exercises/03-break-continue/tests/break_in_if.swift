let x = 3
if x > 2 {
  print("big")
  break
}
