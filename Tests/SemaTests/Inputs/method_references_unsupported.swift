// miniswiftc-only: a generic enum's case as a value takes its type from the context
// (`map(Either<Int, String>.left)` works); alone it is not supported yet.
enum Either<L, R> {
  case left(L)
  case right(R)
}
let left = Either<Int, String>.left // expected-error {{a generic enum's case used as a value without a function type from the context is not supported yet by miniswiftc}}
let lefts = [1, 2].map(Either<Int, String>.left)
