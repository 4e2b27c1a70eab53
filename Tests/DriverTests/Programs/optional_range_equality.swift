// Optional's == and != with a range operand, and a range optional compared with nil.
let o: ClosedRange<Int>? = 1...3
print(o == 1...3)
print(o == nil)
print(o != nil)
let p: Range<Int>? = nil
print(p == nil, p == 0..<1)
let r: Range<Int>? = 2..<5
if r == 2..<5 { print("same") }
let o2: ClosedRange<Double>? = 1.0...3.0
print(o2 == 1.0...3.0, o2 == nil)
let e: Range<Int>? = nil
print(e != 1..<2)
