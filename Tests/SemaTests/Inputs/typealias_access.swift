// A type alias is no more visible than its underlying type; aliases in types.
public struct PublicStruct {}
internal struct InternalStruct {}
private struct PrivateStruct {}
public typealias Fine = PublicStruct
public typealias Leaky = InternalStruct    // expected-error {{type alias cannot be declared public because its underlying type uses an internal type}}
// expected-note@-4 {{type declared here}}
internal typealias Hidden = PrivateStruct  // expected-error {{type alias cannot be declared internal because its underlying type uses a private type}}
// expected-note@-5 {{type declared here}}
typealias Implicit = [PrivateStruct]       // expected-error {{type alias must be declared private or fileprivate because its underlying type uses a private type}}
// expected-note@-7 {{type declared here}}
private typealias Allowed = PrivateStruct
struct Container {
  typealias Element = Int
  typealias Pair = (Element, Element)
  var pair: Pair
  func sum() -> Element { pair.0 + pair.1 }
}
let c: Container.Pair = (1, 2)
print(Fine(), Container(pair: c).sum())
