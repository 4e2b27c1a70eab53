func f(x: Int?, y: [Int]) {
  if let a = x, var b = x, a > 0 { } else if let x { } else { }
  guard let z = x else { return }
  outer: while x != nil { break outer }
  repeat { continue } while false
  for i in 0..<3 where i > 1 { }
  for (i, _) in y { }
  switch x {
  case let v where v > 1: fallthrough
  case .some(let w), 2: break
  case 1...5: break
  case .a(let p, q: _): break
  case E.b: break
  default: break
  }
  if case .some(let t) = x {}
  let m = x!.a?.b![0]?.c
  var n = -x + +y - !z
  a.b = c
}
