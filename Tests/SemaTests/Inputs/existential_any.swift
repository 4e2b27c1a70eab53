// `any` makes an existential of a protocol, a composition, `Any` or `AnyObject`; on a
// concrete type it is an error, at the `any`.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }

let a: any Named & Aged
let b: any Any = 1
let c: [any AnyObject] = []
let d: any Int = 3  // expected-error {{'any' has no effect on concrete type 'Int'}}
let e: [String: any String] = [:]  // expected-error {{'any' has no effect on concrete type 'String'}}
func f(_ x: (any Named)?) {}
