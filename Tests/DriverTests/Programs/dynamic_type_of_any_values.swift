// type(of:) of an Any: the type of the value inside, as print shows it (built-in,
// generic, tuple, function and metatype types too).
class Movie {}
struct Point { var x = 0 }
enum Suit { case hearts }
protocol Shape {}
struct Square: Shape {}
let values: [Any] = [1, "s", 2.5, true, Movie(), Point(), Suit.hearts, [1, 2], ["a": 1], (1, "x"), Optional(3) as Any,
                     Int.self, { (x: Int) in x }, [Point()], Point.self]
for v in values { print(type(of: v)) }
let a: Any = Movie()
print("\(type(of: a))")
