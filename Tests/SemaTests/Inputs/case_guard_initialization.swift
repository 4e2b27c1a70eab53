// Definite initialization looks into `case` guards: a constant read there before it
// has a value is an error, as anywhere else.
func check(_ n: Int) -> Int {
    let x: Int // expected-note {{constant defined here}}
    switch n {
    case _ where x > 0: // expected-error {{constant 'x' used before being initialized}}
        return 1
    default:
        return 0
    }
}

func assignedFirst(_ n: Int) -> Int {
    let y: Int
    y = 3
    switch n {
    case _ where y > n:
        return y
    default:
        return 0
    }
}
print(check(1), assignedFirst(1))
