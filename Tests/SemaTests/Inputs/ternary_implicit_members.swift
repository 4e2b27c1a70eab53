// `.name` in a `? :` takes its type from the other result or from the context; with
// neither it cannot be resolved.
enum Color { case red, blue }
let flag = true
let c: Color = flag ? .red : .blue
let o: Int? = flag ? .none : 3
let p: String? = flag ? .some("a") : nil
let q: Int? = flag ? .foo : 3  // expected-error {{reference to member 'foo' cannot be resolved without a contextual type}}
