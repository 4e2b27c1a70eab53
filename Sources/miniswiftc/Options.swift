/// What the driver was asked to do, read from swiftc-style single-dash flags.
///
/// Flags follow swiftc's spelling and defaults (`swiftc -help`), so every command of the
/// book's chapter works with `swiftc` replaced by `miniswiftc`.
struct Options {
  /// The last mode flag wins, as in swiftc.
  enum Mode: String {
    case dumpTokens = "-dump-tokens"
    case parse = "-parse"
    case dumpParse = "-dump-parse"
    case typecheck = "-typecheck"
    case dumpAST = "-dump-ast"
    case emitSIL = "-emit-sil"
    /// An HTML page of every stage (see `Explorer`).
    case emitExplorer = "-emit-explorer"
    case emitIR = "-emit-ir"
    case emitAssembly = "-emit-assembly"
    case emitObject = "-emit-object"
    case emitExecutable = "-emit-executable"
    case emitLibrary = "-emit-library"
  }

  var mode: Mode = .emitExecutable
  /// A mode flag was given (`-emit-module` alone then writes only the module file).
  var modeIsExplicit = false
  /// `-emit-module` with a link mode, or alone (then nothing else is built).
  var emitModule = false
  var emitModulePath: String?
  var inputs: [String] = []
  var output: String?
  var moduleName: String?
  var parseAsLibrary = false
  var optimize = false
  /// `-g`: DWARF debug information in the object.
  var debugInfo = false
  var isStatic = false
  var verbose = false
  var verify = false
  var traceParse = false
  var timeCompilation = false
  var importPaths: [String] = []
  var libraryPaths: [String] = []
  var libraries: [String] = []
  var linkerFlags: [String] = []
  var showHelp = false
  var showVersion = false

  /// The module's name, as swiftc derives it: `-module-name`; else the output's stem
  /// (`-o s` names the module `s`; `-emit-library -o libX.so` names it `X`); else the
  /// single Swift input's stem (`employee.swift`: `employee`); else `main`, which is
  /// also what a derived name that is not an identifier falls back to.
  var effectiveModuleName: String {
    if let moduleName { return moduleName }
    var derived: String?
    if let output, output != "-" {
      let stem = Path.stem(output)
      derived = mode == .emitLibrary && stem.hasPrefix("lib") && stem.count > 3 ? String(stem.dropFirst(3)) : stem
    } else if swiftInputs.count == 1 {
      derived = Path.stem(swiftInputs[0])
    }
    if let derived, Options.isValidIdentifier(derived), derived != "Swift" { return derived }
    return "main"
  }

  /// The inputs compiled as Swift: those named `*.swift`. The others (objects,
  /// archives, any other file) go to the linker, as swiftc passes them.
  var swiftInputs: [String] { inputs.filter(Options.isSwiftSource) }

  /// The inputs handed to the linker as they are.
  var linkerInputs: [String] { inputs.filter { !Options.isSwiftSource($0) } }

  static func isSwiftSource(_ path: String) -> Bool { path.hasSuffix(".swift") || path == "-" }

  static func isValidIdentifier(_ s: String) -> Bool {
    guard let first = s.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
    return s.utf8.allSatisfy { b in
      b == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
    }
  }
}

/// A command line that cannot be understood.
struct OptionsError: Error {
  var message: String
}

extension Options {
  /// Reads the arguments (without the program name).
  static func parse(_ args: [String]) throws(OptionsError) -> Options {
    var o = Options()
    var i = 0
    func value(_ flag: String) throws(OptionsError) -> String {
      i += 1
      guard i < args.count else { throw OptionsError(message: "missing argument value for '\(flag)', expected 1 argument(s)") }
      return args[i]
    }
    while i < args.count {
      let a = args[i]
      if let mode = Mode(rawValue: a) {
        o.mode = mode
        o.modeIsExplicit = true
      } else {
        switch a {
        case "-S": o.mode = .emitAssembly; o.modeIsExplicit = true
        case "-c": o.mode = .emitObject; o.modeIsExplicit = true
        case "-emit-module": o.emitModule = true
        case "-emit-module-path": o.emitModule = true; o.emitModulePath = try value(a)
        case "-o": o.output = try value(a)
        case "-module-name": o.moduleName = try value(a)
        case "-parse-as-library": o.parseAsLibrary = true
        case "-O", "-Ounchecked", "-Osize": o.optimize = true
        case "-Onone": o.optimize = false
        case "-static": o.isStatic = true
        case "-v": o.verbose = true
        case "-verify": o.verify = true
        case "-debug-trace-parse": o.traceParse = true
        case "-debug-time-compilation": o.timeCompilation = true
        case "-I": o.importPaths.append(try value(a))
        case "-L": o.libraryPaths.append(try value(a))
        case "-l": o.libraries.append(try value(a))
        case "-Xlinker": o.linkerFlags.append(try value(a))
        case "-help", "--help", "-h": o.showHelp = true
        case "-version", "--version": o.showVersion = true
        case "-g": o.debugInfo = true
        case "-Xfrontend", "-enable-testing", "-swift-version", "-frontend":
          // Accepted for compatibility; they change nothing here.
          if a == "-Xfrontend" || a == "-swift-version" { _ = try value(a) }
        default:
          if a.hasPrefix("-I"), a.count > 2 { o.importPaths.append(String(a.dropFirst(2))) }
          else if a.hasPrefix("-L"), a.count > 2 { o.libraryPaths.append(String(a.dropFirst(2))) }
          else if a.hasPrefix("-l"), a.count > 2 { o.libraries.append(String(a.dropFirst(2))) }
          else if a.hasPrefix("-module-name=") { o.moduleName = String(a.dropFirst("-module-name=".count)) }
          else if a.hasPrefix("-") && a != "-" { throw OptionsError(message: "unknown argument: '\(a)'") }
          else { o.inputs.append(a) }
        }
      }
      i += 1
    }
    if let name = o.moduleName, !isValidIdentifier(name) {
      throw OptionsError(message: "module name \"\(name)\" is not a valid identifier")
    }
    if o.moduleName == "Swift" {
      throw OptionsError(message: "module name \"Swift\" is reserved for the standard library")
    }
    // swiftc: private declarations are told apart by their file's name.
    var seen: [String: String] = [:]
    for path in o.swiftInputs {
      let name = Path.basename(path)
      if let first = seen[name] {
        throw OptionsError(message: "filename \"\(name)\" used twice: '\(first)' and '\(path)'\n"
          + "note: filenames are used to distinguish private declarations with the same name")
      }
      seen[name] = path
    }
    return o
  }
}

/// Small path helpers (no Foundation, so the driver starts fast).
enum Path {
  static func basename(_ p: String) -> String {
    if let slash = p.lastIndex(of: "/") { return String(p[p.index(after: slash)...]) }
    return p
  }

  static func dirname(_ p: String) -> String {
    guard let slash = p.lastIndex(of: "/") else { return "." }
    return slash == p.startIndex ? "/" : String(p[..<slash])
  }

  /// `./employee.swift` -> `employee`
  static func stem(_ p: String) -> String {
    let base = basename(p)
    if let dot = base.lastIndex(of: "."), dot != base.startIndex { return String(base[..<dot]) }
    return base
  }

  static func join(_ a: String, _ b: String) -> String {
    a.hasSuffix("/") ? a + b : a + "/" + b
  }
}
