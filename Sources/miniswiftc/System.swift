#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The few operating-system services the driver needs, on libc directly: reading and
/// writing files, a scratch folder, running the linker.
enum System {
  struct Failure: Error {
    var message: String

    /// The message without a leading `error: `.
    var reason: String { message.hasPrefix("error: ") ? String(message.dropFirst(7)) : message }
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }

  /// The whole file, or a message in swiftc's words.
  static func readFile(_ path: String) throws(Failure) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw Failure(message: "error opening input file '\(path)' (\(errnoText()))") }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw Failure(message: "error opening input file '\(path)' (\(errnoText()))") }
    if (st.st_mode & S_IFMT) == S_IFDIR {
      throw Failure(message: "error opening input file '\(path)' (Is a directory)")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw Failure(message: "error reading input file '\(path)' (\(errnoText()))")
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
  }

  /// Writes `text` to `path` (a path `OutputFiles` staged, or a device).
  /// The failure's message is the system's reason alone.
  static func writeFile(_ path: String, _ text: String) throws(Failure) {
    guard let f = fopen(path, "wb") else { throw Failure(message: errnoText()) }
    let ok = text.utf8.withContiguousStorageIfAvailable { fwrite($0.baseAddress, 1, $0.count, f) == $0.count }
      ?? Array(text.utf8).withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) == $0.count }
    if fclose(f) != 0 || !ok { throw Failure(message: errnoText()) }
  }

  static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  /// True when `path` exists (through symbolic links) and is not a regular file or a
  /// folder: a device, a FIFO, a socket.
  static func isSpecialFile(_ path: String) -> Bool {
    var st = stat()
    guard stat(path, &st) == 0 else { return false }
    let kind = st.st_mode & S_IFMT
    return kind != S_IFREG && kind != S_IFDIR
  }

  /// The absolute path with symbolic links and `.`/`..` resolved; for a file that does
  /// not exist yet, its folder's real path joined with its name; nil when the folder
  /// does not exist either.
  static func realPath(_ path: String) -> String? {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    guard let dir = realpath(Path.dirname(path), nil) else { return nil }
    defer { free(dir) }
    return Path.join(String(cString: dir), Path.basename(path))
  }

  static func remove(_ path: String) { unlink(path) }

  /// A fresh private folder for intermediate files; remove it with `removeTree`.
  static func makeTemporaryDirectory() throws(Failure) -> String {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((base + "/miniswiftc-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
    guard made else { throw Failure(message: "cannot create a temporary directory in \(base): \(errnoText())") }
    return cString(template)
  }

  /// Removes the files of a (flat) scratch folder, then the folder.
  static func removeTree(_ dir: String) {
    if let d = opendir(dir) {
      while let entry = readdir(d) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
        }
        if name != "." && name != ".." { unlink(dir + "/" + name) }
      }
      closedir(d)
    }
    rmdir(dir)
  }

  /// The absolute path of this executable (from /proc/self/exe).
  static func executablePath() -> String {
    var buf = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buf, buf.count - 1)
    return n > 0 ? cString(buf) : CommandLine.arguments[0]
  }

  /// `PATH` lookup, as a shell would do it.
  static func findInPath(_ name: String) -> String? {
    if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
      let candidate = String(dir) + "/" + name
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Runs a program and waits; its output (stdout and stderr together) is returned so
  /// the caller can show it when the program fails.
  static func run(_ argv: [String]) throws(Failure) -> (status: Int32, output: String) {
    guard let program = findInPath(argv[0]) else {
      throw Failure(message: "unable to execute command: '\(argv[0])' not found")
    }
    var pipeFDs: [Int32] = [0, 0]
    guard pipe(&pipeFDs) == 0 else { throw Failure(message: "pipe: \(errnoText())") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
    posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
    posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 2)
    posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
    var cArgs = argv.map { strdup($0) }
    cArgs.append(nil)
    defer { cArgs.forEach { free($0) } }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, program, &actions, nil, cArgs, environ)
    close(pipeFDs[1])
    guard rc == 0 else {
      close(pipeFDs[0])
      throw Failure(message: "unable to execute command: \(argv[0]): \(String(cString: strerror(rc)))")
    }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(pipeFDs[0], $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      output.append(contentsOf: chunk[0..<n])
    }
    close(pipeFDs[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = (status & 0x7f) == 0
    let code: Int32 = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (code, String(decoding: output, as: UTF8.self))
  }

  /// Monotonic seconds, for `-debug-time-compilation`.
  static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  static func writeStdout(_ s: String) { writeAll(1, s) }

  static func writeStderr(_ s: String) { writeAll(2, s) }

  /// Unbuffered: the driver writes whole dumps and messages at once.
  private static func writeAll(_ fd: Int32, _ s: String) {
    var s = s
    s.withUTF8 { buf in
      var offset = 0
      while offset < buf.count {
        let n = write(fd, buf.baseAddress! + offset, buf.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return }
        offset += n
      }
    }
  }

  /// A NUL-terminated C string in a buffer, as a Swift string.
  static func cString(_ buf: [CChar]) -> String {
    let bytes = buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// An environment variable, when set and not empty.
func getenvString(_ name: String) -> String? {
  guard let v = getenv(name) else { return nil }
  let s = String(cString: v)
  return s.isEmpty ? nil : s
}
