import TestKit

/// Random valid programs within the subset, for the differential test against swiftc:
/// Int arithmetic that may overflow or divide by zero (and so trap), comparisons and
/// logic, `if`/`while`/`for`, functions, a struct with a method, a class with shared
/// state, optionals, arrays (indices kept in range), strings and interpolation.
/// Deterministic: program `n` of a seed is always the same text. Every binary operator
/// has a variable on one side, so swiftc cannot fold an overflow or a division by zero
/// into a compile-time error.
struct ProgramGenerator {
  private var random: SplitMix64
  private var lines: [String] = []
  private var indent = 0
  private var depth = 0
  /// Variables an expression may read (loop constants and parameters too).
  private var vars: [String] = []
  /// Variables a statement may assign.
  private var mutableVars: [String] = []
  private var functions: [(name: String, arity: Int)] = []

  init(seed: UInt64) { random = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1) }

  private mutating func below(_ n: Int) -> Int { random.below(n) }

  private mutating func emit(_ line: String) { lines.append(String(repeating: "    ", count: indent) + line) }

  private mutating func literal() -> String {
    switch below(10) {
    case 0: return "\([4_611_686_018_427_387_904, 3_037_000_500, 9_223_372_036_854_775_807][below(3)])"
    case 1: return "-\(below(100))"
    default: return "\(below(20))"
    }
  }

  private mutating func variable() -> String { vars[below(vars.count)] }

  /// `target = value`, never `x = x` (swiftc rejects assigning a variable to itself).
  private mutating func assignment() -> String {
    let target = mutableVars[below(mutableVars.count)]
    let value = intExpr()
    return "\(target) = \(value == target ? "(\(value) + 1)" : value)"
  }

  /// An Int expression with a variable in it.
  mutating func intExpr(_ d: Int = 0) -> String {
    if d >= 2 || below(3) == 0 {
      if !functions.isEmpty && below(6) == 0 {
        let f = functions[below(functions.count)]
        return "\(f.name)(" + (0..<f.arity).map { _ in variable() }.joined(separator: ", ") + ")"
      }
      return variable()
    }
    let lhs = intExpr(d + 1)
    let rhs = below(2) == 0 ? intExpr(d + 1) : literal()
    switch below(9) {
    case 0, 1: return "(\(lhs) + \(rhs))"
    case 2, 3: return "(\(lhs) - \(rhs))"
    case 4, 5: return "(\(lhs) * \(rhs))"
    case 6: return "(\(lhs) / \(rhs.hasPrefix("-") || rhs.first!.isNumber ? String(below(9) + 1) : rhs))"
    case 7: return "(\(lhs) % \(rhs.hasPrefix("-") || rhs.first!.isNumber ? String(below(9) + 1) : rhs))"
    default: return "(\(lhs) &* \(rhs))"
    }
  }

  mutating func condition() -> String {
    let ops = ["<", "<=", ">", ">=", "==", "!="]
    let c = "\(intExpr(1)) \(ops[below(ops.count)]) \(below(2) == 0 ? literal() : intExpr(1))"
    switch below(5) {
    case 0: return "\(c) && \(variable()) != \(below(5))"
    case 1: return "!(\(c)) || \(variable()) > 0"
    default: return c
    }
  }

  private mutating func statement() {
    let canNest = depth < 3
    switch below(canNest ? 12 : 6) {
    case 0, 1: emit(assignment())
    case 2: emit("\(mutableVars[below(mutableVars.count)]) \(["+=", "-=", "*="][below(3)]) \(intExpr(1))")
    case 3: emit("print(\(intExpr()))")
    case 4: emit("print(\"v = \\(\(variable())), \\(\(condition()))\")")
    case 5:
      let o = "o\(lines.count)"
      emit("var \(o): Int? = nil")
      emit("if \(condition()) { \(o) = \(intExpr(1)) }")
      if below(2) == 0 {
        emit("if let u = \(o) { print(\"some\", u) } else { print(\"none\") }")
      } else {
        emit("print(\(o) ?? \(literal()))")
      }
    case 6, 7:
      emit("if \(condition()) {")
      block()
      if below(2) == 0 {
        emit("} else {")
        block()
      }
      emit("}")
    case 8:
      let k = "k\(lines.count)"
      emit("for \(k) in 0..<\(below(4) + 1) {")
      vars.append(k)
      block()
      vars.removeLast()
      emit("}")
    case 9:
      let c = "c\(lines.count)"
      emit("var \(c) = 0")
      emit("while \(c) < \(below(4) + 1) && \(condition()) {")
      emit("    \(c) += 1")
      block()
      emit("}")
    case 10:
      let a = "a\(lines.count)"
      emit("var \(a) = [\(intExpr(1)), \(intExpr(1)), \(literal())]")
      emit("\(a).append(\(intExpr(1)))")
      emit("let i\(a) = ((\(variable()) % \(a).count) + \(a).count) % \(a).count")
      emit("\(a)[i\(a)] = \(intExpr(1))")
      emit("print(\(a).count, \(a)[i\(a)], \(a).first ?? 0, \(a).isEmpty)")
    default:
      let s = "s\(lines.count)"
      emit("var \(s) = \"x\"")
      emit("for q in [\(variable()), \(variable())] { \(s) += String(q) + \",\" }")
      emit("print(\(s), \(s).count)")
    }
  }

  private mutating func block() {
    indent += 1
    depth += 1
    for _ in 0..<(1 + below(3)) { statement() }
    depth -= 1
    indent -= 1
  }

  /// A whole program.
  mutating func program() -> String {
    lines = []
    // Functions of Int parameters, each using only its parameters.
    for f in 0..<below(3) {
      let arity = 1 + below(2)
      let params = (0..<arity).map { "p\($0)" }
      let saved = vars
      vars = params
      emit("func f\(f)(" + params.map { "_ \($0): Int" }.joined(separator: ", ") + ") -> Int {")
      indent += 1
      emit("if \(condition()) { return \(intExpr()) }")
      emit("return \(intExpr())")
      indent -= 1
      emit("}")
      vars = saved
      functions.append(("f\(f)", arity))
    }
    emit("struct Point { var x: Int; var y: Int; func sum() -> Int { x + y }; mutating func shift(_ d: Int) { x = x - d } }")
    emit("final class Counter { var count = 0; func add(_ n: Int) -> Int { count = count + n; return count } }")
    vars = (0..<3).map { "v\($0)" }
    mutableVars = vars
    for v in vars { emit("var \(v) = \(literal())") }
    emit("var point = Point(x: \(literal()), y: \(literal()))")
    emit("let counter = Counter()")
    for _ in 0..<(4 + below(8)) {
      statement()
      switch below(6) {
      case 0: emit("point.shift(\(variable())); print(point.sum())")
      case 1: emit("print(counter.add(\(intExpr(1))))")
      default: break
      }
    }
    emit("print(" + vars.joined(separator: ", ") + ", point.x, counter.count)")
    return lines.joined(separator: "\n") + "\n"
  }
}
