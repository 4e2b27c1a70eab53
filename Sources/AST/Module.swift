/// A module: the files compiled together under one `-module-name` (`main` by default),
/// or a module read back from an `X.swiftmodule` interface for `import X`.
public final class ModuleDecl {
  public let name: String
  public var files: [SourceFileNode]
  /// The modules this one imports (`import Employee`), loaded by Sema.
  public var imports: [ModuleDecl] = []
  /// True for a module read from an interface file: its declarations have no bodies
  /// here; their code lives in the library that was built with it.
  public let isImported: Bool
  /// `-parse-as-library`: top-level statements are an error and no `main` is emitted.
  public var isLibrary = false
  /// With several files, the one that may hold top-level code (`main.swift`), nil
  /// when none may; with one file, unused (that file may, unless `isLibrary`).
  public var mainFile: SourceFileNode?
  /// The stand-ins Sema makes for the built-in types this module extends
  /// (`NominalTypeDecl.builtinType`); an extension refers to its type weakly, so they
  /// are kept here.
  public var builtinStandIns: [NominalTypeDecl] = []

  /// True when top-level statements are allowed in `file`, as swiftc decides.
  public func allowsTopLevelCode(in file: SourceFileNode) -> Bool {
    !isLibrary && (files.count == 1 || mainFile === file)
  }

  public init(name: String, files: [SourceFileNode], isImported: Bool = false) {
    self.name = name
    self.files = files
    self.isImported = isImported
  }

  /// Every top-level declaration of every file, in order.
  public var decls: [Decl] { files.flatMap(\.decls) }
}
