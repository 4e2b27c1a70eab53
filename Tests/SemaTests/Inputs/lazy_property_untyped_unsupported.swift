// miniswiftc-only: a lazy property whose initial value needs inference to have a type
// (swiftc infers it).
func makeNumbers() -> [Int] { [1, 2] }

struct Maybe {
  init?(_ ok: Bool) { if !ok { return nil } }
}

class Holder {
  lazy var numbers = makeNumbers() // expected-error {{a lazy property without a type annotation (unless its initial value is a literal, a closure whose signature tells its type, or a call of an initializer of this module's type) is not supported yet by miniswiftc}}
  lazy var maybe = Maybe(true) // expected-error {{a lazy property without a type annotation (unless its initial value is a literal, a closure whose signature tells its type, or a call of an initializer of this module's type) is not supported yet by miniswiftc}}
}
