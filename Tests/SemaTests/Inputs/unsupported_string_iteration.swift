// miniswiftc-only: iterating a String (a sequence of Characters) is not supported yet.
for c in "abc" { // expected-error {{iterating a String is not supported yet by miniswiftc}}
    print(c)
}
