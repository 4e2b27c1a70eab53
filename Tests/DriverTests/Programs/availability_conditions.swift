// `#available` and `#unavailable` on Linux: Apple platforms' versions never apply, so
// `#available` holds and `#unavailable` does not, whatever the versions.
if #available(iOS 10, macOS 10.12, *) {
  print("available")
} else {
  print("fallback")
}
if #unavailable(iOS 10) {
  print("unavailable")
} else {
  print("not unavailable")
}
if #available(macOS 99.1.2, watchOS 1, *), true {
  print("far future holds too")
}
if #unavailable(tvOS 1, visionOS 1) {
  print("never")
} else if #available(iOS 8, *) {
  print("else if")
}

func gate(_ n: Int) -> String {
  guard #available(iOS 13, *) else { return "old" }
  guard n > 0, #available(macOS 14, *) else { return "non-positive" }
  return "new \(n)"
}
print(gate(1), gate(0))

var i = 0
while #available(iOS 10, *), i < 3 {
  i += 1
}
print("loop ran", i, "times")
var j = 0
while #unavailable(iOS 10) {
  j += 1
}
print("unavailable loop ran", j, "times")
