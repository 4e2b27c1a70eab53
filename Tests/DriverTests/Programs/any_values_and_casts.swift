// Values of every kind boxed in `Any`, shown by print, matched by cast patterns and
// taken back out with as?/as!/is; class instances as AnyObject. Deinit messages show the
// boxes release what they hold.
class Movie {
  var name: String
  init(name: String) { self.name = name }
  deinit { print("deinit \(name)") }
}
class Documentary: Movie {}
struct Point { var x: Int; var label: String }
enum Shape { case dot, circle(Double) }

func describe(_ thing: Any) -> String {
  switch thing {
  case 0 as Int: return "zero Int"
  case 0 as Double: return "zero Double"
  case let n as Int where n < 0: return "negative Int \(n)"
  case let n as Int: return "Int \(n)"
  case is Double: return "some Double"
  case let s as String: return "String \"\(s)\""
  case let (x, y) as (Double, Double): return "pair \(x), \(y)"
  case let (a, b, c) as (Int, String, Bool): return "triple \(a) \(b) \(c)"
  case let d as Documentary: return "documentary \(d.name)"
  case let m as Movie: return "movie \(m.name)"
  case let f as (String) -> String: return f("closure")
  case let p as Point: return "point \(p.x) \(p.label)"
  case let s as Shape: return "shape \(s)"
  case let a as [Int]: return "ints \(a.count)"
  case let o as Int?: return "optional \(o as Any)"
  default: return "other"
  }
}

var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(-7)
things.append(42)
things.append(2.5)
things.append("hi")
things.append((1.5, 2.5))
things.append((1, "two", true))
things.append(Movie(name: "Casablanca"))
things.append(Documentary(name: "Planet"))
let suffix = "!"
things.append({ (s: String) -> String in s + suffix })
things.append(Point(x: 3, label: "p"))
things.append(Shape.circle(1.0))
things.append(Shape.dot)
things.append([1, 2, 3])
let none: Int? = nil
things.append(none as Any)
things.append(Character("c"))
print(things)
for t in things {
  print(t, "->", describe(t))
}

let a: Any = "text"
if let s = a as? String { print("as? String:", s) }
print((a as? Int) as Any, a is String, a is Int)
let n = things[3] as! Int
print(n + 1)
let maybe: Any? = 5
print(maybe as Any, maybe is Int)
print("\(things[5]) interpolated, \(things[6])")

let object: AnyObject = Movie(name: "Object")
print(object, type(of: object))
if let m = object as? Movie { print("AnyObject as? Movie:", m.name) }
print(object is Documentary)
var objects: [AnyObject] = [Documentary(name: "Doc"), object]
print(objects.count)
objects.removeAll()
things.removeAll()
print("cleared")
