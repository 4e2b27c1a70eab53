// print with separators, terminators and many argument kinds.
print(1, 2, 3)
print(1, 2, 3, separator: "-")
print("a", "b", separator: "", terminator: "|\n")
print("no newline", terminator: "")
print(" then newline")
print(true, false, 3.0, "text", -7)
print()
print("done")
