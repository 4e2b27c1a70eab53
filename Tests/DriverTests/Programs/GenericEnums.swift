// Generic enums: payloads of the generic parameters (references too), `indirect`
// recursion, switch and `if case`, methods (mutating and generic ones), printing.
enum Either<L, R> {
  case left(L)
  case right(R)

  var isLeft: Bool {
    switch self {
    case .left: return true
    case .right: return false
    }
  }

  func mapRight<T>(_ transform: (R) -> T) -> Either<L, T> {
    switch self {
    case .left(let l): return .left(l)
    case .right(let r): return .right(transform(r))
    }
  }

  mutating func swapToLeft(_ value: L) {
    self = .left(value)
  }
}

final class Token {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("release", name) }
}

indirect enum Tree<T: Comparable> {
  case empty
  case node(Tree<T>, T, Tree<T>)

  func inserting(_ value: T) -> Tree<T> {
    switch self {
    case .empty:
      return .node(.empty, value, .empty)
    case let .node(left, v, right):
      if value < v { return .node(left.inserting(value), v, right) }
      return .node(left, v, right.inserting(value))
    }
  }

  func inOrder() -> [T] {
    switch self {
    case .empty: return []
    case let .node(left, v, right): return left.inOrder() + [v] + right.inOrder()
    }
  }

  var depth: Int {
    switch self {
    case .empty: return 0
    case let .node(l, _, r): return 1 + max(l.depth, r.depth)
    }
  }
}

enum Response<Value> {
  case success(Value, code: Int)
  case failure(String)
  case pending
}

func describe<V>(_ r: Response<V>) -> String {
  switch r {
  case .success(_, let code): return "ok \(code)"
  case .failure(let why): return "failed: " + why
  case .pending: return "pending"
  }
}

let a: Either<Int, String> = .left(3)
let b = Either<Int, String>.right("x")
print(a, b, a.isLeft, b.isLeft)
print([a, b])
var c = b.mapRight { $0.count + 40 }
print(c)
c.swapToLeft(7)
print(c)
switch b {
case .left(let n): print("number", n)
case .right(let s): print("text", s)
}

var tree = Tree<Int>.empty
for v in [5, 2, 8, 1, 9, 3] { tree = tree.inserting(v) }
print(tree.inOrder(), tree.depth)
let words = Tree<String>.empty.inserting("pear").inserting("apple").inserting("fig")
print(words.inOrder())

do {
  var tokens: [Either<Token, Int>] = [.left(Token("t1")), .right(2)]
  tokens.append(.left(Token("t2")))
  switch tokens[0] {
  case .left(let t): print("first", t.name)
  case .right(let n): print("number", n)
  }
  tokens.remove(at: 0)
  print("removed", tokens.count)
  let r = Response<Token>.success(Token("t3"), code: 200)
  print(describe(r))
}
print(describe(Response<Int>.failure("timeout")), describe(Response<Double>.pending))
print(Response<Int>.success(1, code: 2), Response<String>.failure("x"))
let maybe: Either<Double, Bool>? = .right(true)
print(maybe == nil, maybe!)
