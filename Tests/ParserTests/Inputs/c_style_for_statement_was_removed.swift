// expected-error@+1 {{C-style for statement was removed in Swift 3}}
for (var i = 0; i < 3; i += 1) {
}
