// A static method or property of a constrained extension of a generic type, used on
// arguments that miss the requirement: swiftc's error at the use, as for an instance
// member (they were accepted).
struct Box<A, B> {
  var a: A
  var b: B
}

extension Box where A == Int { // expected-note 2 {{where 'A' = 'String'}}
  static func make() -> Int { 1 }
  static var zero: Int { 0 }
}

struct Plain {}

extension Box where A: Equatable { // expected-note {{where 'A' = 'Plain'}}
  static func check() -> Bool { true }
}

let x = Box<String, String>.make() // expected-error {{referencing static method 'make()' on 'Box' requires the types 'String' and 'Int' be equivalent}}
let y = Box<String, String>.zero // expected-error {{static property 'zero' requires the types 'String' and 'Int' be equivalent}}
let ok = Box<Int, String>.make() + Box<Int, Bool>.zero
let c = Box<Plain, Int>.check() // expected-error {{referencing static method 'check()' on 'Box' requires that 'Plain' conform to 'Equatable'}}
