// miniswiftc-fuzz: mutates the test programs and runs them through the compiler's
// stages in-process (lexer, parser, Sema; IRGen and LLVM on a sample), and through the
// built `miniswiftc` on a smaller sample (`-o`, then `-O -o`). See README.md.
import AST
import Basic
import Foundation
import IRGen
import Lexer
import Parser
import Sema

/// A line on stdout, written at once (stdout is block-buffered into a log file).
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

struct FuzzOptions {
  var seed: UInt64 = 1
  var variants: UInt64 = 10_000
  var start: UInt64 = 0
  var seconds: Double = .infinity
  var chunk: UInt64 = 20_000
  /// Every n-th variant that type-checks cleanly also goes through IRGen (and -O).
  var irgenEvery: UInt64 = 1
  /// Every n-th variant is compiled by the `miniswiftc` binary too (0: never).
  var compileEvery: UInt64 = 0
  var compiler: String?
  var corpus: [String] = []
  var out = "fuzz-findings"
  var worker = false
  var progressFile = ""
  var quiet = false
  /// The supervisor's corpus, as `corpusFingerprint` gives it: a worker whose corpus
  /// differs (a file added to a corpus folder during a campaign) would run other
  /// variants than the supervisor records.
  var corpusFingerprint: UInt64?

  static func parse(_ args: [String]) -> FuzzOptions {
    var o = FuzzOptions()
    var i = 0
    func value() -> String {
      i += 1
      guard i < args.count else { fatalError("missing value for \(args[i - 1])") }
      return args[i]
    }
    while i < args.count {
      switch args[i] {
      case "--seed": o.seed = UInt64(value()) ?? 1
      case "--variants": o.variants = UInt64(value()) ?? o.variants
      case "--start": o.start = UInt64(value()) ?? 0
      case "--seconds": o.seconds = Double(value()) ?? .infinity
      case "--chunk": o.chunk = UInt64(value()) ?? o.chunk
      case "--irgen-every": o.irgenEvery = UInt64(value()) ?? o.irgenEvery
      case "--compile-every": o.compileEvery = UInt64(value()) ?? 0
      case "--compiler": o.compiler = value()
      case "--corpus": o.corpus.append(value())
      case "--out": o.out = value()
      case "--worker": o.worker = true
      case "--progress": o.progressFile = value()
      case "--quiet": o.quiet = true
      case "--corpus-fingerprint": o.corpusFingerprint = UInt64(value())
      default: fatalError("unknown argument \(args[i]) (see Tests/Fuzz/README.md)")
      }
      i += 1
    }
    return o
  }

  /// The arguments a worker gets for variants `from..<to`.
  func workerArguments(from: UInt64, to: UInt64, progress: String, fingerprint: UInt64) -> [String] {
    var a = ["--corpus-fingerprint", "\(fingerprint)", "--worker", "--seed", "\(seed)", "--start", "\(from)", "--variants", "\(to - from)", "--progress", progress,
             "--irgen-every", "\(irgenEvery)", "--compile-every", "\(compileEvery)", "--out", out]
    if let compiler { a += ["--compiler", compiler] }
    for c in corpus { a += ["--corpus", c] }
    return a
  }
}

/// Every `.swift` file under the folders, sorted (so the corpus, and every variant, is
/// the same from run to run).
func loadCorpus(_ folders: [String]) -> [FuzzSeed] {
  var seeds: [FuzzSeed] = []
  for folder in folders {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
    var paths: [String] = []
    while let p = walker.nextObject() as? String {
      if p.hasSuffix(".swift") { paths.append(p) }
    }
    for p in paths.sorted() {
      if let data = FileManager.default.contents(atPath: folder + "/" + p) {
        seeds.append(FuzzSeed(name: p, bytes: Array(data)))
      }
    }
  }
  return seeds
}

/// FNV-1a over the corpus's names and bytes.
func corpusFingerprint(_ seeds: [FuzzSeed]) -> UInt64 {
  var h: UInt64 = 0xcbf2_9ce4_8422_2325
  for s in seeds {
    for byte in Array(s.name.utf8) + [0] + s.bytes {
      h = (h ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }
  return h
}

/// A worker's exit status when a variant's IR does not verify (a finding), and when its
/// corpus is not the supervisor's (the run stops).
let invalidIRStatus: Int32 = 3
let corpusChangedStatus: Int32 = 4

/// What a worker counted, written to its progress file after every variant (the
/// supervisor reads the index of the variant being run from it when the worker dies).
struct Progress {
  var index: UInt64 = 0
  var clean: UInt64 = 0
  var irgen: UInt64 = 0
  var compiled: UInt64 = 0

  var line: String { "\(index) \(clean) \(irgen) \(compiled)" }

  init() {}

  init?(line: String) {
    let f = line.split(separator: " ").compactMap { UInt64($0) }
    guard f.count == 4 else { return nil }
    (index, clean, irgen, compiled) = (f[0], f[1], f[2], f[3])
  }
}

// MARK: - Worker

/// Runs one variant through the stages in-process. True when it type-checked cleanly.
func checkInProcess(_ bytes: [UInt8], irgen: Bool, optimize: Bool, progress: inout Progress) -> Bool {
  let sources = SourceManager()
  let diagnostics = DiagnosticEngine(sourceManager: sources, maxErrors: 50)
  let file = sources.addFile(name: "variant.swift", contents: bytes)
  let parsed = Parser.parse(file, diagnostics: diagnostics)
  if diagnostics.hasErrors { return false }
  let module = ModuleDecl(name: "variant", files: [parsed])
  Sema(diagnostics: diagnostics, standardLibrary: Parser.standardLibrary(sources: sources, diagnostics: diagnostics))
    .check(module)
  if diagnostics.hasErrors { return false }
  if irgen {
    let generated = IRGen.generate(module, options: IRGenOptions(moduleName: "variant", optimize: optimize))
    if let problem = generated.verify() {
      // Invalid IR from a program Sema accepted is a finding too: stop here, the
      // supervisor records it as a crash.
      FileHandle.standardError.write(Data("invalid IR: \(problem.prefix(2000))\n".utf8))
      exit(invalidIRStatus)
    }
    if optimize { generated.optimize() }
    progress.irgen += 1
  }
  return true
}

/// Compiles a variant with the `miniswiftc` binary: `-o`, then `-O -o`. Exit status 0 or
/// 1 within 10 seconds, and no output left behind on failure; anything else is recorded.
func compileWithBinary(_ compiler: String, _ bytes: [UInt8], index: UInt64, options: FuzzOptions) -> Bool {
  let dir = NSTemporaryDirectory() + "miniswiftc-fuzz-\(getpid())"
  try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let source = dir + "/variant.swift"
  _ = FileManager.default.createFile(atPath: source, contents: Data(bytes))
  for flags in [["-o", dir + "/a.out"], ["-O", "-o", dir + "/a.out"]] {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    p.arguments = ["-s", "KILL", "10", compiler, source] + flags
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    guard (try? p.run()) != nil else { return true }
    p.waitUntilExit()
    let status = p.terminationStatus
    let leftover = status == 1 && FileManager.default.fileExists(atPath: dir + "/a.out")
    if status > 1 || p.terminationReason == .uncaughtSignal || leftover {
      record(bytes, index: index, kind: status == 137 ? "binary-hang" : leftover ? "leftover-output" : "binary-crash-\(status)",
             detail: flags.joined(separator: " "), options: options)
    }
    try? FileManager.default.removeItem(atPath: dir + "/a.out")
  }
  return true
}

func record(_ bytes: [UInt8], index: UInt64, kind: String, detail: String, options: FuzzOptions) {
  try? FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
  let base = options.out + "/\(kind)-seed\(options.seed)-\(index)"
  _ = FileManager.default.createFile(atPath: base + ".swift", contents: Data(bytes))
  _ = FileManager.default.createFile(atPath: base + ".txt", contents: Data((detail + "\n").utf8))
  say("FOUND \(kind) at variant \(index): \(base).swift (\(detail))")
}

func runWorker(_ options: FuzzOptions, _ mutator: Mutator) {
  let progressHandle = FileHandle(forWritingAtPath: options.progressFile)
  var progress = Progress()
  for index in options.start..<(options.start + options.variants) {
    progress.index = index
    if let progressHandle {
      progressHandle.seek(toFileOffset: 0)
      progressHandle.write(Data((progress.line.padding(toLength: 80, withPad: " ", startingAt: 0) + "\n").utf8))
    }
    let (bytes, _) = mutator.variant(index)
    let irgen = options.irgenEvery > 0 && index % options.irgenEvery == 0
    if checkInProcess(bytes, irgen: irgen, optimize: index % 2 == 0, progress: &progress) { progress.clean += 1 }
    if let compiler = options.compiler, options.compileEvery > 0, index % options.compileEvery == 0 {
      _ = compileWithBinary(compiler, bytes, index: index, options: options)
      progress.compiled += 1
    }
  }
  progress.index = options.start + options.variants
  progressHandle?.seek(toFileOffset: 0)
  progressHandle?.write(Data((progress.line.padding(toLength: 80, withPad: " ", startingAt: 0) + "\n").utf8))
}

// MARK: - Supervisor

/// Runs the variants in chunks, each in a worker process; a worker that dies or stops
/// making progress for 10 seconds has found a crash or a hang at the variant it was on,
/// which is recorded, and a new worker goes on after it.
func supervise(_ options: FuzzOptions, _ mutator: Mutator, fingerprint: UInt64) -> Int32 {
  let started = Date()
  let end = options.start + options.variants
  var next = options.start
  var totals = Progress()
  var findings = 0
  let progressPath = NSTemporaryDirectory() + "miniswiftc-fuzz-progress-\(getpid())"
  defer { try? FileManager.default.removeItem(atPath: progressPath) }
  while next < end && Date().timeIntervalSince(started) < options.seconds {
    let to = min(end, next + options.chunk)
    _ = FileManager.default.createFile(atPath: progressPath, contents: Data())
    let worker = Process()
    worker.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    worker.arguments = options.workerArguments(from: next, to: to, progress: progressPath, fingerprint: fingerprint)
    worker.standardError = FileHandle.nullDevice
    do { try worker.run() } catch {
      say("cannot start a worker: \(error)")
      return 2
    }
    var last = ""
    var lastChange = Date()
    var hung = false
    while worker.isRunning {
      usleep(200_000)
      let now = (try? String(contentsOfFile: progressPath, encoding: .utf8)) ?? ""
      if now != last {
        last = now
        lastChange = Date()
      } else if Date().timeIntervalSince(lastChange) > 10 {
        hung = true
        worker.terminate()
        kill(worker.processIdentifier, SIGKILL)
        break
      }
    }
    worker.waitUntilExit()
    if !hung && worker.terminationReason == .exit && worker.terminationStatus == corpusChangedStatus {
      say("the corpus changed during the run (a file was added, removed or edited): variants would no longer be the ones recorded; copy the corpus first (see README.md)")
      return 2
    }
    let p = Progress(line: last.trimmingCharacters(in: .whitespacesAndNewlines)) ?? Progress()
    totals.clean += p.clean
    totals.irgen += p.irgen
    totals.compiled += p.compiled
    if !hung && worker.terminationReason == .exit && worker.terminationStatus == 0 {
      next = to
    } else {
      let index = last.isEmpty ? next : p.index
      let (bytes, origin) = mutator.variant(index)
      record(bytes, index: index, kind: hung ? "hang" : "crash", detail: origin, options: options)
      findings += 1
      next = index + 1
    }
    totals.index = next
    if !options.quiet {
      let elapsed = Date().timeIntervalSince(started)
      say(String(format: "%llu variants (%llu type-check cleanly, %llu through IRGen, %llu compiled by the binary), %d findings, %.0f s, %.0f/s",
                   next - options.start, totals.clean, totals.irgen, totals.compiled, findings, elapsed,
                   Double(next - options.start) / max(elapsed, 0.001)))
    }
  }
  let elapsed = Date().timeIntervalSince(started)
  say(String(format: "done: %llu variants, %llu type-check cleanly, %llu through IRGen, %llu compiled by the binary, %d findings, %.0f s",
               next - options.start, totals.clean, totals.irgen, totals.compiled, findings, elapsed))
  return findings == 0 ? 0 : 1
}

let options = FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
let corpus = loadCorpus(options.corpus)
guard !corpus.isEmpty else {
  say("no .swift files in the corpus folders (--corpus)")
  exit(2)
}
let mutator = Mutator(corpus: corpus, seed: options.seed)
let fingerprint = corpusFingerprint(corpus)
if options.worker {
  if let expected = options.corpusFingerprint, expected != fingerprint { exit(corpusChangedStatus) }
  withStageStack { runWorker(options, mutator) }
  exit(0)
}
exit(supervise(options, mutator, fingerprint: fingerprint))
