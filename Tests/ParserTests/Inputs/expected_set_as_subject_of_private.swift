// expected-error@+1 {{expected 'set' as subject of 'private' modifier}}
struct S { private(get) var x = 1 }
