import AST

/// Whether a keyword occurs at all in the sources of a compile: the module's files, the
/// interfaces it imports and module `Swift`.
///
/// The checks of effects walk every body after type checking (ErrorHandling.swift,
/// Concurrency.swift), yet everything they report involves a construct written with a
/// keyword: `try`, `throw`, `throws` or `rethrows` for errors (the built-in functions
/// throw nothing); `async`, `await` or `actor` for concurrency (nor are they async).
/// Sources without those words give the walk nothing to report, so it is skipped: most
/// programs, and a large part of a `-typecheck`. The test is on words, not tokens: one in
/// a comment, a string or a longer name made of `_`-joined words counts too (the walk
/// then runs and finds nothing), so it errs only towards walking.
///
/// Of module `Swift`, only what a program can call counts: a function that `throws`, an
/// `async` one, an `actor`. Its `try`, `throw` and `rethrows` concern its own bodies,
/// which have no error (a test checks them all); a call of a `rethrows` function throws
/// only through an argument the program writes with one of the words, or through a
/// function declared `throws`.
extension TypeChecker {
  /// The keywords the effect checks depend on.
  static let effectKeywords: Set<String> = ["try", "throw", "throws", "rethrows", "async", "await", "actor"]
  /// Those of them that count in module Swift's source.
  static let libraryEffectKeywords: Set<String> = ["throws", "async", "await", "actor"]

  /// Which of `effectKeywords` occur in the compile's sources, as whole words (runs of
  /// ASCII letters, digits and `_`).
  func mentionedEffectKeywords() -> Set<String> {
    var found: Set<String> = []
    var seen: Set<ObjectIdentifier> = []
    TypeChecker.wordBytes.withUnsafeBufferPointer { isWordByte in
      for m in [module] + importedModules {
        let isLibrary = m !== module && m.name == "Swift"
        let keywords = (isLibrary ? TypeChecker.libraryEffectKeywords : TypeChecker.effectKeywords).map { Array($0.utf8) }
        for file in m.files where seen.insert(ObjectIdentifier(file)).inserted {
          file.file.bytes.withUnsafeBufferPointer { bytes in
            var i = 0
            while i < bytes.count {
              guard isWordByte[Int(bytes[i])] else {
                i += 1
                continue
              }
              let start = i
              while i < bytes.count && isWordByte[Int(bytes[i])] { i += 1 }
              // Every keyword is 3 to 8 letters long and starts with `a`, `r` or `t`.
              let first = bytes[start]
              guard i - start >= 3 && i - start <= 8,
                first == UInt8(ascii: "a") || first == UInt8(ascii: "r") || first == UInt8(ascii: "t")
              else { continue }
              let word = UnsafeBufferPointer(rebasing: bytes[start..<i])
              for k in keywords where k.count == word.count && k.elementsEqual(word) {
                found.insert(String(decoding: k, as: UTF8.self))
              }
            }
          }
        }
      }
    }
    return found
  }

  /// The bytes of a word: ASCII letters, digits and `_`.
  private static let wordBytes: [Bool] = (0..<256).map { b in
    let c = UInt8(b)
    return (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
      || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
  }
}
