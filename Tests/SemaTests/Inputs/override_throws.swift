// An override that throws where the overridden method does not is an error (it was
// "method does not override any method from its superclass").
class Reader {
  func read() -> Int { 1 } // expected-note {{overridden declaration is here}}
  func open() throws {}
}
class FileReader: Reader {
  override func read() throws -> Int { 2 } // expected-error {{cannot override non-throwing instance method with throwing instance method}}
  override func open() throws {}
}
