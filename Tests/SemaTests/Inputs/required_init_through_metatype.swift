// Through a class's metatype value only a 'required' initializer can be called: the
// value may be a subclass's, which has those.
class A {
  required init() {}
  init(n: Int) {} // expected-note {{selected non-required initializer 'init(n:)'}}
}
class B: A {}
let t: A.Type = B.self
let ok = t.init()
let x = t.init(n: 1) // expected-error {{constructing an object of class type 'A' with a metatype value must use a 'required' initializer}}
