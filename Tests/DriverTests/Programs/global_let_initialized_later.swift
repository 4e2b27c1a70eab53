// A global 'let' declared without a value is given one in top-level code, once, on
// every path (definite initialization), and read from functions afterwards.
let contentHeight = 40
let hasHeader = true
let rowHeight: Int
if hasHeader {
   rowHeight = contentHeight + 50
} else {
   rowHeight = contentHeight + 20
}
print(rowHeight)
func show() { print("in f", rowHeight) }
show()
