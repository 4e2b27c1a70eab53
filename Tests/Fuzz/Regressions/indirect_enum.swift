// Found by miniswiftc-fuzz (seed 1, variant 24158: a TSPL program with a byte deleted
// from its comment): `indirect` was parsed and ignored, and IRGen laid the recursive
// enum out inline, recursing without end (SIGSEGV in -emit-ir and -o). Then it was
// "'indirect' enum is not supported yet"; now indirect cases are boxed.
indirect enum Expression {
    case number(Int)
    case addition(Expression, Expression)
}
enum Tree {
    case leaf
    indirect case node(Tree, Int, Tree)
}
print(1)
