// `continue` jumps to the condition; `break` leaves the loop; a label names the loop.
var i = 0
repeat {
  i += 1
  if i % 2 == 0 { continue }
  if i > 7 { break }
  print("odd", i)
} while i < 100

var row = 0
outer: repeat {
  var col = 0
  repeat {
    if row * col == 6 { break outer }
    col += 1
  } while col < 4
  row += 1
} while true
print("stopped at", row)

// Nested: the inner loop's condition, then the outer one's.
var a = 0
repeat {
  var b = 0
  repeat { b += 1 } while b < a
  print(a, b)
  a += 1
} while a < 3
