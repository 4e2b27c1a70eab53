// assertionFailure: "Fatal error" at -Onone, nothing at -O.
print("before")
assertionFailure("should not happen")
print("after")
