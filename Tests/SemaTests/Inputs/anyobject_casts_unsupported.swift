// miniswiftc-only: `as?` and `as!` to AnyObject of a value that is not an object would
// give the box Swift's runtime makes of it (`__SwiftValue`), which miniswiftc does not
// make; `is` from an optional depends on that box too (a nil `Int?` is boxed, a nil
// `AnyObject?` is not one).
struct Point { var x = 0 }
let point = Point()
let o: Int? = nil
_ = point as? AnyObject // expected-error {{a cast from 'Point' to 'AnyObject' is not supported yet by miniswiftc}}
_ = point as! AnyObject // expected-error {{a cast from 'Point' to 'AnyObject' is not supported yet by miniswiftc}}
_ = o is AnyObject // expected-error {{a cast from 'Int?' to 'AnyObject' is not supported yet by miniswiftc}}
