// A cast from an optional whose value converts to the type without a check: swiftc's
// warnings (the cast compiles, unwrapping the optional).
protocol P {}
struct S: P {}
class Base {}
class Derived: Base {}
func f(i: Int?, ii: Int??, s: S?, d: Derived?, a: [Int]?) {
  _ = i as? Int // expected-warning {{conditional downcast from 'Int?' to 'Int' does nothing}}
  _ = i as! Int // expected-warning {{forced cast from 'Int?' to 'Int' only unwraps optionals; did you mean to use '!'?}}
  _ = i is Int // expected-warning {{checking a value with optional type 'Int?' against type 'Int' succeeds whenever the value is non-nil; did you mean to use '!= nil'?}}
  _ = ii as? Int
  _ = ii is Int
  _ = ii as! Int // expected-warning {{forced cast from 'Int??' to 'Int' only unwraps optionals; did you mean to use '!!'?}}
  _ = s as? P // expected-warning {{conditional downcast from 'S?' to 'any P' is equivalent to an implicit conversion to an optional 'any P'}}
  _ = s is P // expected-warning {{checking a value with optional type 'S?' against type 'any P' succeeds whenever the value is non-nil; did you mean to use '!= nil'?}}
  _ = s as! P // expected-warning {{forced cast from 'S?' to 'any P' only unwraps optionals; did you mean to use '!'?}}
  _ = d as? Base // expected-warning {{conditional downcast from 'Derived?' to 'Base' is equivalent to an implicit conversion to an optional 'Base'}}
  _ = d as! Base // expected-warning {{forced cast from 'Derived?' to 'Base' only unwraps optionals; did you mean to use '!'?}}
  _ = a as? [Int] // expected-warning {{conditional downcast from '[Int]?' to '[Int]' does nothing}}
}
func g<T>(_ t: T?) {
  _ = t as? Int
  _ = t is P
  _ = t as! Int
}
