// miniswiftc-only: a conditional conformance whose requirement names an associated type
// of the type's parameter is checked by ConditionalConformances, which knows only
// requirements on the parameters themselves: "not supported yet" at the requirement.
struct Wrapper<T: Sequence> {
  var items: T
}
extension Wrapper: Equatable where T.Element: Equatable { // expected-error {{a requirement on 'T.Element' is not supported yet by miniswiftc}}
  static func == (a: Wrapper, b: Wrapper) -> Bool { return true }
}
