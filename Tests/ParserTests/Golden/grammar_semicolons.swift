var i = 0; i += 1; print(i);
func f() { let a = 1; return; }
struct S { var x = 1; func g() {}; }
if true { }; while false {};
