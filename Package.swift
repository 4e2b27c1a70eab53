// swift-tools-version:6.0
//
// miniswiftc: a compiler for a subset of Swift, written in Swift.
// Stages, each importing only the ones below it:
//   Basic -> Lexer -> AST -> Parser -> Sema -> IRGen (-> CLLVM) ; miniswiftc is the driver.
// Basic holds what every stage shares: source locations, the source manager,
// diagnostics and their renderer, the -verify checker.
// Each dependency list names exactly the modules the target's files import.
// Runtime is the small C library every built program links against.
import Foundation
import PackageDescription

/// The one place the LLVM version is named. Debian's `llvm-dev` is LLVM 14; set
/// MINISWIFTC_LLVM_VERSION=15...19 to build against a newer `llvm-N-dev`.
let llvmVersion = ProcessInfo.processInfo.environment["MINISWIFTC_LLVM_VERSION"] ?? "14"
let llvmRoot = "/usr/lib/llvm-\(llvmVersion)"

/// A release build leaves out the runtime's dynamic exclusivity checks (a call into the
/// runtime at every access to a class's stored property: the tree's nodes are classes,
/// so it was 18% of a `-typecheck`); a debug build, which every test runs, keeps them.
let releaseSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
  name: "miniswiftc",
  products: [
    .executable(name: "miniswiftc", targets: ["miniswiftc"]),
    .library(name: "MiniSwiftRuntime", type: .static, targets: ["Runtime"]),
  ],
  targets: [
    .target(name: "Basic", swiftSettings: releaseSwiftSettings),
    .target(name: "Lexer", dependencies: ["Basic"], swiftSettings: releaseSwiftSettings),
    .target(name: "AST", dependencies: ["Basic", "Lexer"], swiftSettings: releaseSwiftSettings),
    // The standard library module `Swift` is Swift source in stdlib/ (docs/standard-library.md):
    // the plugin embeds it into the parser at every build; each compile parses it
    // (`Parser.standardLibrary`) and type-checks it as an imported module.
    .target(
      name: "Parser", dependencies: ["Basic", "Lexer", "AST"], swiftSettings: releaseSwiftSettings,
      plugins: ["EmbedStandardLibrary"]),
    .executableTarget(name: "embed-stdlib", path: "Tools/embed-stdlib"),
    .plugin(name: "EmbedStandardLibrary", capability: .buildTool(), dependencies: ["embed-stdlib"]),
    .target(name: "Sema", dependencies: ["Basic", "AST"], swiftSettings: releaseSwiftSettings),
    .systemLibrary(name: "CLLVM", path: "Sources/CLLVM"),
    .target(
      name: "IRGen",
      dependencies: ["Basic", "AST", "Sema", "CLLVM"],
      // A system library's C settings do not reach the Swift targets importing it,
      // so the LLVM include and library folders are given here.
      swiftSettings: [.unsafeFlags(["-Xcc", "-I\(llvmRoot)/include"])] + releaseSwiftSettings,
      linkerSettings: [.unsafeFlags(["-L\(llvmRoot)/lib", "-Xlinker", "-rpath", "-Xlinker", "\(llvmRoot)/lib"])]
    ),
    .target(name: "Runtime", path: "Sources/Runtime", cSettings: [.unsafeFlags(["-O2", "-fPIC", "-fvisibility=hidden"])]),
    .executableTarget(
      name: "miniswiftc", dependencies: ["Basic", "Lexer", "AST", "Parser", "Sema", "IRGen"],
      swiftSettings: releaseSwiftSettings),
    // The fuzzing harness (Tests/Fuzz/README.md): mutated test programs through every stage.
    .executableTarget(
      name: "miniswiftc-fuzz", dependencies: ["Basic", "Lexer", "AST", "Parser", "Sema", "IRGen", "TestKit"], path: "Tests/Fuzz",
      exclude: ["README.md", "Regressions"]),

    // What the tests and the fuzzing harness share (a seedable random number generator).
    .target(name: "TestKit", path: "Tests/TestKit"),
    .testTarget(name: "LexerTests", dependencies: ["Basic", "Lexer", "TestKit"]),
    // Golden/ holds expected dumps the tests read by path; Inputs/*.swift are files with
    // syntax errors annotated as for -verify.
    .testTarget(name: "ParserTests", dependencies: ["Basic", "Lexer", "AST", "Parser", "TestKit"], exclude: ["Golden", "Inputs"]),
    // Inputs/*.swift are annotated programs the tests read (and give to swiftc -verify);
    // Golden/ holds -dump-ast of employee.swift, swiftc's and our own.
    .testTarget(name: "SemaTests", dependencies: ["Basic", "AST", "Parser", "Sema"], exclude: ["Inputs", "Golden"]),
    .testTarget(name: "IRGenTests", dependencies: ["Basic", "AST", "Parser", "Sema", "IRGen"]),
    .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "TestKit"]),
    // End-to-end: runs the built `miniswiftc` and `miniswiftc-fuzz` (and `swiftc`, the
    // oracle, where present); it imports neither (only TestKit): the dependencies make
    // `swift test` build them. Programs/ holds the run-pass programs and their recorded output
    // (Tests/record); Checks/ programs the tests build with both compilers; DiagnosticText/
    // programs whose diagnostics the tests compare with swiftc's, line by line.
    .testTarget(name: "DriverTests", dependencies: ["miniswiftc", "miniswiftc-fuzz", "TestKit"], exclude: ["Programs", "Checks", "DiagnosticText"]),
  ]
)
