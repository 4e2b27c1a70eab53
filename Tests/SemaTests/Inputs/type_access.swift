// A global function or variable is not more visible than the types its signature uses
// (tuples included): swiftc's errors at the declaration's name.
private class SomePrivateClass {}
fileprivate struct FilePrivateStruct {}
public struct PublicStruct {}
func someFunction() -> (Int, SomePrivateClass) { return (1, SomePrivateClass()) } // expected-error {{function must be declared private or fileprivate because its result uses a private type}} expected-note@-3 {{type declared here}}
func takes(_ x: FilePrivateStruct) {} // expected-error {{function must be declared private or fileprivate because its parameter uses a fileprivate type}} expected-note@-3 {{type declared here}}
func many() -> [FilePrivateStruct] { [] } // expected-error {{function must be declared private or fileprivate because its result uses a fileprivate type}} expected-note@-4 {{type declared here}}
public func exposed() -> FilePrivateStruct { FilePrivateStruct() } // expected-error {{function cannot be declared public because its result uses a fileprivate type}} expected-note@-5 {{type declared here}}
fileprivate func fine() -> (PublicStruct, FilePrivateStruct) { (PublicStruct(), FilePrivateStruct()) }
let inferred = fine()                // expected-error {{constant must be declared private or fileprivate because its type '(PublicStruct, FilePrivateStruct)' uses a fileprivate type}}
var annotated: (FilePrivateStruct, Int) = (FilePrivateStruct(), 1) // expected-error {{variable must be declared private or fileprivate because its type uses a fileprivate type}} expected-note@-8 {{type declared here}}
private let allowed = fine()
func publicOnly() -> (PublicStruct, Int) { (PublicStruct(), 1) }
