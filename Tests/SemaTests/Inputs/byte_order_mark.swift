// A file that starts with a UTF-8 byte-order mark: the mark is skipped.
let x = 1
print(x)
