// The library types a program uses have their conformances' witnesses checked on use
// (Sema/LibraryBodies.swift): values made by library calls, printed, held in a
// struct, passed to a generic function, kept in a set (a derived ==).
let a = [3, 1, 2]
let e = a.enumerated()
print(e)
let r = a.reversed()
print(r)
print(Array(r))
let z = zip(a, ["x", "y", "z"])
print(Array(z))
let s = stride(from: 0, to: 10, by: 3)
print(s)
print(Array(s))
let sl = a[1...]
print(sl)
print(a.dropFirst())
let u = "héllo".utf8
print(u.count)
print(Array("ab".unicodeScalars))
for sc in "hi".unicodeScalars { print(sc, sc.value) }
print("a b c".split(separator: " "))
let sub = "hello".prefix(3)
print(sub)
let anyv: Any = s
print(anyv)
let opt: StrideTo<Int>? = s
print(opt as Any)
struct Holder { var st: StrideThrough<Int> }
let h = Holder(st: stride(from: 1, through: 3, by: 1))
print(h)
func gen<S: Sequence>(_ x: S) -> Int { var n = 0; for _ in x { n += 1 }; return n }
print(gen(h.st))
print(gen("abc".utf16))
let set: Set<Unicode.Scalar> = [Unicode.Scalar(97)]
print(set)
print((1...).contains(4))
let up = ..<5
print(up.contains(3))
