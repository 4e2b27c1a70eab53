// Requirements on a member of an associated type (`S.Element.Element`): each call's
// arguments must meet them, after the shorter ones.
func flat<S: Sequence>(_ s: S) -> [Int] where S.Element: Sequence, S.Element.Element == Int { // expected-note {{where 'S.Element.Element' = 'String'}} expected-note {{where 'S.Element' = 'Int'}}
  var r: [Int] = []
  for x in s { for y in x { r.append(y) } }
  return r
}
func deep<S: Sequence>(_ s: S) where S.Element: Sequence, S.Element.Element: Hashable {} // expected-note {{where 'S.Element.Element' = 'Plain'}}
struct Plain {}
let words = [["a"]]
_ = flat(words) // expected-error {{global function 'flat' requires the types 'String' and 'Int' be equivalent}}
let ints = [1]
_ = flat(ints) // expected-error {{global function 'flat' requires that 'Int' conform to 'Sequence'}}
let plains = [[Plain()]]
deep(plains) // expected-error {{global function 'deep' requires that 'Plain' conform to 'Hashable'}}
_ = flat([[1], [2]])
deep([Set([1])])
