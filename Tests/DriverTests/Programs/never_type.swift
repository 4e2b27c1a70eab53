// `Never` is the library's enum without cases, an `Error`: a `Result` that cannot fail
// is `Result<T, Never>`, and a switch need not cover a case holding a `Never`.
enum Step {
  case next(Int)
  case impossible(Never)
}

func value(_ r: Result<Int, Never>) -> Int {
  switch r {
  case .success(let v): return v
  }
}

func advance(_ s: Step) -> Int {
  switch s {
  case .next(let n): return n + 1
  }
}

let r: Result<Int, Never> = .success(41)
print(r, value(r), advance(.next(1)))
let stop: (String) -> Never = { fatalError($0) }
print(type(of: stop))
