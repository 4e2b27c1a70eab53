#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Every file one compile writes, so that a failure leaves none behind.
///
/// Each output is written under a temporary name beside its target (`path(for:)`) and
/// renamed into place by `commit()` only once the whole job has succeeded; `discard()`
/// removes them instead. A target that exists and is not a regular file (`/dev/null`,
/// a FIFO, a terminal) is written directly: renaming over it would replace the device.
/// Missing parent folders are made, as swiftc makes them, and removed again by
/// `discard()`. An output that is one of the inputs is an error before anything is
/// written (paths compared once symbolic links and `..` are resolved).
final class OutputFiles {
  private let inputs: [String]
  private var staged: [(temporary: String, target: String)] = []
  private var madeDirectories: [String] = []

  init(inputs: [String]) {
    self.inputs = inputs
  }

  /// Where to write the output meant for `target`.
  func path(for target: String) throws(System.Failure) -> String {
    if let real = System.realPath(target) {
      for input in inputs where System.realPath(input) == real {
        throw System.Failure(message: "error: output file '\(target)' is the same as input file '\(input)'")
      }
    }
    if System.isSpecialFile(target) { return target }
    try makeParentDirectories(of: target)
    let temporary = Path.join(Path.dirname(target), "." + Path.basename(target) + ".tmp-miniswiftc-\(getpid())")
    staged.append((temporary, target))
    return temporary
  }

  /// Writes the output meant for `target` with `body` (given the path to write);
  /// swiftc's message names the target when that fails.
  func write(_ target: String, _ body: (String) throws -> Void) throws(System.Failure) {
    let path = try path(for: target)
    do {
      try body(path)
    } catch let failure as System.Failure {
      throw System.Failure(message: "error: error opening '\(target)' for output: \(failure.reason)")
    } catch {
      throw System.Failure(message: "error: error opening '\(target)' for output: \(error)")
    }
  }

  /// Writes `text` as the output meant for `target`.
  func write(_ target: String, text: String) throws(System.Failure) {
    try write(target) { path throws(System.Failure) in try System.writeFile(path, text) }
  }

  /// Renames every staged output into place.
  func commit() throws(System.Failure) {
    for (temporary, target) in staged {
      // An output the job chose not to write (none today) is simply absent.
      guard System.exists(temporary) else { continue }
      if rename(temporary, target) != 0 {
        let message = "error: error writing '\(target)': \(System.errnoText())"
        discard()
        throw System.Failure(message: message)
      }
    }
    staged = []
  }

  /// Removes every staged output and the folders made for them.
  func discard() {
    for (temporary, _) in staged { unlink(temporary) }
    staged = []
    for dir in madeDirectories.reversed() { rmdir(dir) }
    madeDirectories = []
  }

  /// `mkdir -p` of the target's folder, remembering what it made.
  private func makeParentDirectories(of target: String) throws(System.Failure) {
    var missing: [String] = []
    var dir = Path.dirname(target)
    while !System.exists(dir) {
      missing.append(dir)
      let parent = Path.dirname(dir)
      if parent == dir { break }
      dir = parent
    }
    for dir in missing.reversed() {
      if mkdir(dir, 0o777) != 0 && errno != EEXIST {
        throw System.Failure(message: "error: unable to create directory '\(dir)': \(System.errnoText())")
      }
      madeDirectories.append(dir)
    }
  }
}
