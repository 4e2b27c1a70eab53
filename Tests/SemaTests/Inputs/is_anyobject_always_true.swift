// `x is AnyObject` always holds (a value that is not an object is boxed in one), and
// swiftc warns so; of an array, dictionary or tuple literal it says nothing.
struct Point { var x = 0 }
let point = Point()
let any: Any = point
func isObject<T>(_ value: T) -> Bool {
  value is AnyObject // expected-warning {{'is' test is always true}}
}
_ = point is AnyObject // expected-warning {{'is' test is always true}}
_ = any is AnyObject // expected-warning {{'is' test is always true}}
_ = 5 is AnyObject // expected-warning {{'is' test is always true}}
_ = [1] is AnyObject
_ = (1, 2) is AnyObject
