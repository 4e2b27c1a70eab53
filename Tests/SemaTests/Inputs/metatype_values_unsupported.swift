// miniswiftc-only: swiftc accepts these. A protocol's and Any's metatypes are
// existential metatypes; a class's metatype value may be a subclass's, so its class
// members and initializers would be dispatched through the metadata.
protocol Shape {}
class Base {
  class func name() -> String { "Base" }
  required init() {}
}
class Derived: Base {
  override class func name() -> String { "Derived" }
}
let p = Shape.self // expected-error {{'Shape.self' is not supported yet by miniswiftc}}
let a: Any.Type = Int.self // expected-error {{metatype type 'Any.Type' is not supported yet by miniswiftc}}
let b: Base = Derived()
print(type(of: b).name()) // expected-error {{a class member called through a metatype value is not supported yet by miniswiftc}}
let t: Base.Type = Derived.self
let made = t.init() // expected-error {{an initializer called through a class's metatype value is not supported yet by miniswiftc}}
protocol Maker { static func make() -> Int }
func build<T: Maker>(_ kind: T.Type) -> Int {
  kind.make() // expected-error {{a member of a generic parameter called through its metatype value is not supported yet by miniswiftc}}
}
