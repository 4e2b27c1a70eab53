/// `-debug-time-compilation`: how long each stage took and how many lines per second it
/// handled, printed to stderr at the end.
final class StageTimer {
  var enabled: Bool
  var lines: Int = 0
  private var records: [(stage: String, seconds: Double)] = []

  init(enabled: Bool) {
    self.enabled = enabled
  }

  /// Runs `body`, recording its time under `stage`.
  func measure<T, E: Error>(_ stage: String, _ body: () throws(E) -> T) throws(E) -> T {
    guard enabled else { return try body() }
    let start = System.now()
    defer { records.append((stage, System.now() - start)) }
    return try body()
  }

  func report() -> String {
    guard enabled else { return "" }
    var out = "===-------------------------------------------------------------------------===\n"
    out += "                       miniswiftc compilation time (\(lines) lines)\n"
    out += "===-------------------------------------------------------------------------===\n"
    out += pad("Stage", 22) + pad("Seconds", 12, right: true) + pad("Lines/s", 14, right: true) + "\n"
    var total = 0.0
    for r in records {
      total += r.seconds
      let rate = r.seconds > 0 ? String(Int(Double(lines) / r.seconds)) : "-"
      out += pad(r.stage, 22) + pad(format(r.seconds), 12, right: true) + pad(rate, 14, right: true) + "\n"
    }
    out += pad("Total", 22) + pad(format(total), 12, right: true) + "\n"
    return out
  }

  private func format(_ s: Double) -> String {
    let micro = Int((s * 1_000_000).rounded())
    let whole = micro / 1_000_000
    let frac = String(micro % 1_000_000)
    return "\(whole)." + String(repeating: "0", count: 6 - frac.count) + frac
  }

  private func pad(_ s: String, _ n: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, n - s.count))
    return right ? fill + s : s + fill
  }
}
