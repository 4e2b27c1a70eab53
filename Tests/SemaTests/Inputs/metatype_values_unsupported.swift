// miniswiftc-only: swiftc accepts these. `AnyObject.self` is not supported, nor
// comparing values of `Any.Type` or of a protocol value's dynamic type, nor their
// members; a class's metatype value may be a subclass's, so a generic
// class's initializers and settable class properties would be dispatched through the
// metadata (class methods, class properties' getters and required initializers are);
// `self` in a static method is not passed, so in a non-final class it is refused where a
// subclass could make it differ.
protocol Shape {}
class Base {
  class func name() -> String { "Base" }
  required init() {}
}
class Derived: Base {
  override class func name() -> String { "Derived" }
}
print(AnyObject.self) // expected-error {{type 'AnyObject' is not supported yet by miniswiftc}}
let a: Any.Type = Int.self
print(a == Int.self) // expected-error {{comparing values of type 'Any.Type' is not supported yet by miniswiftc}}
let b: Base = Derived()
print(type(of: b).name())
class Cell<T> { required init() {} }
let t: Cell<Int>.Type = Cell<Int>.self
let made = t.init() // expected-error {{an initializer called through a generic class's metatype value is not supported yet by miniswiftc}}
protocol Maker { static func make() -> Int }
func build<T: Maker>(_ kind: T.Type) -> Int {
  kind.make() // expected-error {{a member of a generic parameter called through its metatype value is not supported yet by miniswiftc}}
}
class Named {
  class var label: String { "named" }
  class var count: Int { get { 1 } set {} }
  class func name() -> String { "Named" }
  class func describe() -> String {
    name() // expected-error {{a class member used on 'self' in a static method is not supported yet by miniswiftc}}
  }
  static func show() {
    print(self) // expected-error {{'self' as a value in a static method of a non-final class is not supported yet by miniswiftc}}
  }
}
let n: Named.Type = Named.self
print(n.label)
print(n.count) // expected-error {{a settable class property or generic class method used through a metatype value is not supported yet by miniswiftc}}
protocol Solid { static func unit() -> Int }
struct Cube: Solid { static func unit() -> Int { 1 } }
let solid: Solid = Cube()
print(type(of: solid) == Cube.self) // expected-error {{comparing a protocol value's dynamic type is not supported yet by miniswiftc}}
print(type(of: solid).unit()) // expected-error {{a member of a protocol value's dynamic type is not supported yet by miniswiftc}}
