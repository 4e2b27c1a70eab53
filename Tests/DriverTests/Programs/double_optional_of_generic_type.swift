// A generic type's `>` followed by more than one `?` (`Set<Int>??`): the lexer makes one
// operator of `>??`; the parser splits off the `>`, then each `?`.
let x: Set<Int>?? = nil
let y: Array<Int>??? = [1]
let z: [Dictionary<String, Int>??] = [nil, ["a": 1]]
let a: Any = 5
let b = a as? Array<Int>?? ?? nil
func f(_ v: Optional<Int>??) -> Int { 1 }
print(x as Any, y as Any, z, b as Any, f(3))
