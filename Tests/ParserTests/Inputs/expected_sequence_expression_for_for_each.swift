// expected-error@+2 {{expected Sequence expression for for-each loop}}
for a in 1...6 {
    for b in  {
        print(a)
    }
}
