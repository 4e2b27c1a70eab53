import AST
import Basic

// A method call that fits none of the overloads member lookup found, where more
// overloads of the name exist that the base's type misses by a same-type requirement of
// their extension: `[1, 2].joined()` finds `joined()` of `extension Sequence where
// Element: Sequence` (stdlib/Flatten.swift) alone, since `joined(separator:)` of
// `extension Sequence where Element == String` (stdlib/SequenceOfStringsJoined.swift)
// does not apply to `[Int]`; swiftc weighs them all and reports "no exact matches in
// call to instance method 'joined'", not the one candidate's own error.
extension TypeChecker {
  /// After a failed resolution of `name` among `found` on `base` (diagnostics from
  /// `mark` on): swiftc's "no exact matches" in place of them when same-type
  /// requirements exclude other overloads of the name; `joined(separator:)` of an array
  /// of sequences (Swift's `JoinedSequence`) is "not supported yet".
  func reportSameTypeExcludedOverloads(_ call: CallExpr, _ name: String, found: [AbstractFunctionDecl], on base: SwiftType,
                                       since mark: Int, at loc: SourceLoc) {
    guard pending.count > mark, let d = base.nominalDecl ?? builtinStandIn(of: base) else { return }
    let subs = selfSubstitutions(on: base)
    let excluded = conformedProtocols(of: d).flatMap { p in
      protocolExtensionMembers(name, of: p).filter { m in
        m is FuncDecl && !found.contains { $0 === m } && !meetsSameTypes(of: m, subs)
      }
    }
    guard !excluded.isEmpty else { return }
    pendingErrors -= pending[mark...].filter { $0.diagnostic.severity == .error }.count
    pending.removeSubrange(mark...)
    if name == "joined", call.arguments.map(\.label) == ["separator"], case .array(let element) = base,
      let sequence = stdlib.protocols["Sequence"], conforms(element, to: sequence)
    {
      notSupported("'joined(separator:)' of an array of '\(element)'", at: loc)
      return
    }
    error(SemaDiagnostics.noExactMatches("instance method", name), at: loc)
  }
}
