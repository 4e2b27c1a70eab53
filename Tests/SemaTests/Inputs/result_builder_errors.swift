// Result builders: a builder needs a buildBlock; a closure with an if, else, for or
// while needs the builder method the statement becomes; joined needs Strings.
@resultBuilder
struct Counter {  // expected-note 4 {{struct 'Counter' declared here}} expected-note {{add 'buildEither(first:)' and 'buildEither(second:)' to the result builder 'Counter' to add support for 'if'-'else' and 'switch'}} expected-note {{add 'buildArray(_:)' to the result builder 'Counter' to add support for 'for'..'in' loops}} expected-note {{add 'buildOptional(_:)' to the result builder 'Counter' to add support for 'if' statements without an 'else'}}
  static func buildBlock(_ c: Int...) -> Int { return c.count }
}
func count(@Counter _ c: () -> Int) -> Int { c() }
let flag = true
let a = count { if flag { 1 } else { 2 } }  // expected-error {{closure containing control flow statement cannot be used with result builder 'Counter'}}
let b = count { for i in 0..<3 { i } }  // expected-error {{closure containing control flow statement cannot be used with result builder 'Counter'}}
let c = count { if flag { 1 } }  // expected-error {{closure containing control flow statement cannot be used with result builder 'Counter'}}
let d = count { while flag { 1 } }  // expected-error {{closure containing control flow statement cannot be used with result builder 'Counter'}}
let e = count {
  let three = 3
  return three  // a closure with its own return is not transformed
}
@resultBuilder
struct NoBlock {}  // expected-error {{result builder must provide at least one static 'buildBlock' method, or both 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)'}}
let numbers = [1, 2]
let joinedNumbers = numbers.joined(separator: ",")  // expected-error {{no exact matches in call to instance method 'joined'}}
