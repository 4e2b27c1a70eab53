// A conversion to a narrower type traps when the value does not fit: "Not enough bits
// to represent the passed value" on stderr.
let values = [1, 127, 128]
for v in values {
  print(Int8(v))
}
print("not reached")
