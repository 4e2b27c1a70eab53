import AST
import Basic

extension Parser {
  /// Module `Swift`: the standard library's source (stdlib/*.swift, embedded at build
  /// time by the EmbedStandardLibrary plugin as `StandardLibrarySource`), parsed into a
  /// module that every compile imports. Its files are added to `sources` (named
  /// `Swift/NAME.swift`), so a diagnostic or a trap inside the library has a location.
  /// Sema type-checks it with the program (`Sema(standardLibrary:)`).
  public static func standardLibrary(sources: SourceManager, diagnostics: DiagnosticEngine) -> ModuleDecl {
    let files = StandardLibrarySource.files.map { entry in
      parse(sources.addFile(name: entry.name, text: entry.text), diagnostics: diagnostics, delaysFunctionBodies: true)
    }
    for d in files.flatMap(\.decls) { d.isInStandardLibrary = true }
    return ModuleDecl(name: "Swift", files: files, isImported: true)
  }
}
