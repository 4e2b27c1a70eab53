func f() {
  print("f")
  break
}
f()
