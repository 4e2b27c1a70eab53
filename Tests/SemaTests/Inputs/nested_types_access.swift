// Access control of nested types: a private nested type is visible only inside its
// outer type (and types nested in it); a declaration may not be more visible than the
// types its signature uses, a nested type's scope being never wider than its outer type's.
struct Deck {
  private struct Shuffler {  // expected-note 7 {{type declared here}}
    var seed = 1
  }
  private enum Cut { case top, bottom }  // expected-note {{'Cut' declared here}}
  struct Dealer {
    var shuffler = Shuffler()  // expected-error {{property must be declared private because its type 'Deck.Shuffler' uses a private type}}
    private var own = Shuffler()  // allowed: private in Dealer is narrower than Deck's body
  }
  var s1 = Shuffler()  // expected-error {{property must be declared private because its type 'Deck.Shuffler' uses a private type}}
  fileprivate var s2: Shuffler? = nil  // expected-error {{property cannot be declared fileprivate because its type uses a private type}}
  private var s3 = Shuffler()
  func shuffle(_ s: Shuffler) {}  // expected-error {{method must be declared private because its parameter uses a private type}}
  func make() -> [Shuffler] { [] }  // expected-error {{method must be declared private because its result uses a private type}}
  init(_ s: Shuffler) {}  // expected-error {{initializer must be declared private because its parameter uses a private type}}
  init() {}
  subscript(i: Int) -> Shuffler { Shuffler() }  // expected-error {{subscript must be declared private because its element type uses a private type}}
  typealias S = Shuffler  // expected-error {{type alias must be declared private because its underlying type uses a private type}}
  enum Move { case shuffle(Shuffler) }  // expected-error {{enum case in an internal enum uses a private type}}
  private func ok(_ s: Shuffler) -> Cut { .top }
}

private struct Table {
  enum Seat { case north, south }
}
let seat = Table.Seat.north  // expected-error {{constant must be declared private or fileprivate because its type 'Table.Seat' uses a private type}}
fileprivate let seat2 = Table.Seat.south
public struct Casino {
  var table = Table()  // expected-error {{property must be declared fileprivate because its type 'Table' uses a private type}}
}
let cut = Deck.Cut.top  // expected-error {{'Cut' is inaccessible due to 'private' protection level}}
print(seat2)
