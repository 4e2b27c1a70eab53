switch v {
case _: break
case (let a, 1): break
case E.b: break
case let (x, y): break
case .a(let p, _): break
case let .b(q, _): break
case var z?: break
case .c(.d(let w)): break
}
if case let .some(t) = x {}
for case let y? in arr {}
