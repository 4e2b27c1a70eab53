import AST
import Basic

/// `xs.flatMap { $0 > 1 ? $0 : nil }`: Swift's deprecated `Sequence.flatMap` of a
/// closure returning an optional (its `compactMap(_:)`), which the library does not
/// declare beside `flatMap` of a sequence (stdlib/SequenceFlatMap.swift). swiftc takes
/// it with a warning; miniswiftc says it is not supported yet rather than blaming the
/// program with the requirement the library's `flatMap` makes.
extension TypeChecker {
  /// Replaces the error reported since `mark` that an optional does not conform to
  /// `Sequence` for `flatMap` by "not supported yet".
  func refuseDeprecatedOptionalFlatMap(since mark: Int, at loc: SourceLoc) {
    guard let i = pending.indices.dropFirst(mark).first(where: { i in
      let m = pending[i].diagnostic.message
      return m.hasPrefix("instance method 'flatMap' requires that '") && m.hasSuffix("?' conform to 'Sequence'")
    }) else { return }
    pending.remove(at: i)
    pendingErrors -= 1
    notSupported("'flatMap' of a closure returning an optional (Swift's deprecated 'compactMap(_:)')", at: loc)
  }
}
