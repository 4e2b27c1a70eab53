// Operator functions declared by a program: static members of a struct or a class
// (in the type or an extension), prefix ones, and compound assignments whose left
// side is inout.
struct Vec {
  var x = 0.0, y = 0.0
  static func + (left: Vec, right: Vec) -> Vec {
    return Vec(x: left.x + right.x, y: left.y + right.y)
  }
  static func * (scale: Double, v: Vec) -> Vec {
    return Vec(x: scale * v.x, y: scale * v.y)
  }
}

extension Vec {
  static prefix func - (v: Vec) -> Vec {
    return Vec(x: -v.x, y: -v.y)
  }
  static func += (left: inout Vec, right: Vec) {
    left = left + right
  }
  static func == (left: Vec, right: Vec) -> Bool {
    return left.x == right.x && left.y == right.y
  }
  static func - (left: Vec, right: Vec) -> Vec {
    return left + -right
  }
}

let a = Vec(x: 1, y: 2)
let b = Vec(x: 0.5, y: -1)
print(a + b, a - b, -a)
print(2 * a + b)
var c = a
c += b
c += c
print(c)
print(a == b, a == Vec(x: 1, y: 2))

struct Counter {
  var hits: [Int] = []
  static func += (left: inout Counter, right: Int) {
    left.hits.append(right)
  }
}
var counter = Counter()
counter += 3
counter += 4
print(counter.hits)

final class Money {
  let cents: Int
  init(_ cents: Int) { self.cents = cents }
  static func + (l: Money, r: Money) -> Money { Money(l.cents + r.cents) }
  static func < (l: Money, r: Money) -> Bool { l.cents < r.cents }
}
let total = Money(150) + Money(275) + Money(5)
print(total.cents, Money(1) < Money(2), total < Money(10))

struct Toggle {
  var on = false
  static prefix func ! (t: Toggle) -> Toggle { Toggle(on: !t.on) }
}
print((!Toggle()).on, (!(!Toggle())).on, !true)
