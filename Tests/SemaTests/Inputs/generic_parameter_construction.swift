// `T(...)` in generic code: an initializer `T`'s constraints give it; swiftc's errors.
protocol P { init() }
protocol Q { init(q: Int) } // expected-note {{'init(q:)' declared here}}
class K { init() {} } // expected-note {{selected non-required initializer 'init()'}}
class R { required init() {} }
func a<T>() -> T { T() } // expected-error {{type 'T' has no member 'init'}}
func c<T: Q>() -> T { T() } // expected-error {{missing argument for parameter 'q' in call}}
func d<T: Q>() -> T { T(q: "s") } // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
func e<T: P>(_: T) -> Int { T() } // expected-error {{cannot convert return expression of type 'T' to return type 'Int'}}
func f<T: K>(_: T.Type) -> T { T() } // expected-error {{constructing an object of class type 'T' with a metatype value must use a 'required' initializer}}
func g<T: R>(_: T.Type) -> T { T() }
func h<T: P>(_: T.Type) -> [T] { [T(), T()] }
