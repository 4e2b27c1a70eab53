// The notes of a switch that misses values are swiftc's: the values no case matches,
// as swiftc's space engine finds them (the subject's type minus each case's pattern),
// one note each and, after several, one to add them all.
enum Light { case on(Bool), off }
func pair(_ a: Light, _ b: Light) {
  switch (a, b) { // expected-error {{switch must be exhaustive}} expected-note {{add missing case: '(.on(false), _)'}}
  case (.on(true), _): print(1)
  case (.off, _): print(2)
  }
}

enum Suit { case hearts, spades, clubs }
func suits(_ x: Suit, _ y: Suit) {
  // expected-note@+3 {{add missing case: '(.clubs, _)'}} expected-note@+3 {{add missing case: '(.hearts, .spades)'}}
  // expected-note@+2 {{add missing case: '(.hearts, .clubs)'}} expected-note@+2 {{add missing cases}}
  // expected-error@+1 {{switch must be exhaustive}}
  switch (x, y) {
  case (.hearts, .hearts): print(1)
  case (.spades, _): print(2)
  }
}

enum Card { case number(Int, Suit), face(Suit), joker }
func card(_ c: Card) {
  // expected-note@+4 {{add missing case: '.number(_, .spades)'}} expected-note@+4 {{add missing case: '.number(_, .clubs)'}}
  // expected-note@+3 {{add missing case: '.face(.hearts)'}} expected-note@+3 {{add missing case: '.face(.clubs)'}}
  // expected-note@+2 {{add missing case: '.joker'}} expected-note@+2 {{add missing cases}}
  // expected-error@+1 {{switch must be exhaustive}}
  switch c {
  case .number(_, .hearts): print(1)
  case .face(.spades): print(2)
  }
}

func flags(_ x: Bool, _ y: Bool, _ z: Bool) {
  // expected-note@+3 {{add missing case: '(false, _, false)'}} expected-note@+3 {{add missing case: '(true, false, _)'}}
  // expected-note@+2 {{add missing case: '(_, false, false)'}} expected-note@+2 {{add missing cases}}
  // expected-error@+1 {{switch must be exhaustive}}
  switch (x, y, z) {
  case (true, true, _): print(1)
  case (false, _, true): print(2)
  }
}

enum Reading { case value(x: Int, valid: Bool), none }
func labeled(_ r: Reading, _ p: (a: Int, b: Bool)) {
  // expected-note@+2 {{add missing case: '.value(x: let x, valid: false)'}} expected-note@+2 {{add missing case: '.none'}}
  // expected-error@+1 {{switch must be exhaustive}} expected-note@+1 {{add missing cases}}
  switch r {
  case .value(_, true): print(1)
  }
  switch p { // expected-error {{switch must be exhaustive}} expected-note {{add missing case: '(let a, false)'}}
  case (_, true): print(1)
  }
}

func optionals(_ s: Suit?, _ t: Bool, _ pair: (Suit, Suit)?) {
  // expected-note@+3 {{add missing case: '(.some(.spades), _)'}} expected-note@+3 {{add missing case: '(.some(.clubs), _)'}}
  // expected-note@+2 {{add missing case: '(.none, false)'}} expected-note@+2 {{add missing cases}}
  // expected-error@+1 {{switch must be exhaustive}}
  switch (s, t) {
  case (.some(.hearts), _): print(1)
  case (nil, true): print(2)
  }
  // expected-note@+2 {{add missing case: '.some((.spades, _))'}} expected-note@+2 {{add missing case: '.some((.clubs, _))'}}
  // expected-error@+1 {{switch must be exhaustive}} expected-note@+1 {{add missing cases}}
  switch pair {
  case (.hearts, _)?: print(1)
  case nil: print(2)
  }
}

indirect enum Tree { case leaf, node(Tree, Tree) }
func tree(_ t: Tree) {
  // expected-note@+2 {{add missing case: '.leaf'}} expected-note@+2 {{add missing case: '.node(.node(_, _), _)'}}
  // expected-error@+1 {{switch must be exhaustive}} expected-note@+1 {{add missing cases}}
  switch t {
  case .node(.leaf, _): print(1)
  }
}
