import AST
import Basic

/// Semantic analysis: the stage between the parser and IRGen. `check(_:)` resolves
/// every name, gives every expression its type, folds operator sequences, picks
/// overloads, inserts implicit conversions, synthesizes initializers, checks
/// conformances, overrides, mutability, access and control flow, and reports problems
/// in swiftc's words to the `DiagnosticEngine`.
///
/// After `check` either the diagnostics hold an error or the tree is fully typed, in
/// the shape the AST classes document (`CallExpr`, `MemberRefExpr`, `ConstructorDecl`,
/// ...). Constructs of the `ext` tier are type-checked as far as needed to find real
/// errors, and reported as "not supported yet" only when the program has no other
/// error, so they never come before the error swiftc would report.
///
///     let sema = Sema(diagnostics: engine, importSearchPaths: ["build"], loadModule: parseInterface)
///     sema.check(module)
///
/// The passes, in order (files named for each): collect the module's declarations
/// (DeclChecker), load imports (`X.swiftmodule` through `loadModule`), bind extensions,
/// resolve inheritance clauses and signatures (TypeResolution), build member tables
/// (MemberLookup), synthesize initializers (Initializers), check overrides
/// (OverrideChecker) and conformances (ConformanceChecker), check top-level code in
/// order, then every function body, accessor and initial value (StmtChecker,
/// ExprChecker, CallChecker, NameLookup, Conversions, Mutability, OperatorFolding);
/// then, on a program without errors, the checks swiftc makes on SIL (FlowChecker:
/// missing returns, definite initialization; ConstantFolder: overflow; not under
/// `-typecheck`, `runsLoweringChecks`), and finally the "not supported yet" reports. Diagnostics are handed to the engine in swiftc's order:
/// declaration-level and top-level errors first, then function bodies, then flow checks,
/// each group in source order. Every message is in SemaDiagnostics.swift; `-verify` is
/// `Verifier.verify(files:diagnostics:)`.
///
/// Limits: expressions nested deeper than `TypeChecker.maxExpressionDepth` (1000) are
/// an error; global variables are visible to top-level code only after their declaration
/// (swiftc accepts earlier uses in `main.swift`).
public struct Sema {
  /// Reads the module interface file at `path` (an `X.swiftmodule` written by
  /// `-emit-module`) into a module named `name`, or nil when there is no such file; the
  /// driver supplies it (it needs the parser, which Sema does not import).
  public typealias ModuleLoader = (_ path: String, _ name: String) -> ModuleDecl?

  public let diagnostics: DiagnosticEngine
  public let importSearchPaths: [String]
  public let loadModule: ModuleLoader?
  /// Module `Swift` as parsed from stdlib/*.swift (the driver embeds and parses it): its
  /// public declarations are visible to every module, after the module's own and its
  /// imports' (a user declaration shadows a library one, as in Swift). Without it only
  /// the built-in declarations of StandardLibrary.swift exist.
  public let standardLibrary: ModuleDecl?
  /// Whether the checker's tables (scopes, member tables, the library's lookups) live
  /// until the process exits, which frees them at once, as swiftc's frontend frees
  /// nothing (`-disable-free`): releasing them one by one is a tenth of a one-line
  /// `-typecheck`. The driver keeps them; tests, which check many modules in one
  /// process, do not.
  public let keepsTablesUntilExit: Bool
  /// Whether the checks swiftc makes when it lowers the program to SIL run (FlowChecker:
  /// missing returns, definite initialization, a `guard` that falls through, exclusive
  /// access, escaping captures; ConstantFolder: overflow). swiftc's `-typecheck` stops
  /// before SIL, so it reports none of them; the driver passes false there, and every
  /// other action (a build, `-emit-ir`, `-dump-ast`) runs them, as do the tests, whose
  /// annotated inputs swiftc verifies with `-emit-sil`.
  public let runsLoweringChecks: Bool

  public init(diagnostics: DiagnosticEngine, importSearchPaths: [String] = [], loadModule: ModuleLoader? = nil,
              standardLibrary: ModuleDecl? = nil, keepsTablesUntilExit: Bool = false, runsLoweringChecks: Bool = true) {
    self.diagnostics = diagnostics
    self.importSearchPaths = importSearchPaths
    self.loadModule = loadModule
    self.standardLibrary = standardLibrary
    self.keepsTablesUntilExit = keepsTablesUntilExit
    self.runsLoweringChecks = runsLoweringChecks
  }

  /// Type-checks a module (and the modules it imports).
  public func check(_ module: ModuleDecl) {
    let checker = TypeChecker(module: module, diagnostics: diagnostics)
    if keepsTablesUntilExit { _ = Unmanaged.passRetained(checker) }
    checker.expandLazyProperties()
    checker.expandPropertyWrappers()
    checker.collectDeclarations()
    checker.loadImports(searchPaths: importSearchPaths, loader: loadModule)
    checker.loadStandardLibrary(standardLibrary)
    checker.resolveTypeAliases()
    checker.bindExtensions()
    checker.resolveInheritance()
    checker.resolveSignatures()
    checker.applyResultBuildersToDeclarations()
    checker.checkRecursiveValueTypes()
    checker.checkImportedGenericBodies()
    checker.checkEnumCases()
    checker.buildMemberTables()
    checker.checkFunctionRedeclarations()
    checker.synthesizeInitializers()
    checker.checkOverrides()
    checker.inheritConvenienceInitializers()
    checker.checkConformances()
    checker.checkClassOnlyConformances()
    checker.checkTopLevelCode()
    checker.checkAllBodies()
    checker.checkExistentialGenericRequirementCalls()
    // After the bodies: a property's type may be inferred from its initial value.
    checker.checkTypeAccess()
    if module.isLibrary { checker.checkCarriedGenericTypeSignatures() }
    // The effect checks walk every body, with nothing to report on sources that do not
    // have the keywords they depend on (KeywordMentions.swift).
    let keywords = checker.mentionedEffectKeywords()
    if !keywords.isDisjoint(with: ["try", "throw", "throws", "rethrows"]) { checker.checkErrorHandling() }
    if !keywords.isDisjoint(with: ["async", "await", "actor"]) { checker.checkConcurrency() }
    checker.resolvePendingErasures()
    checker.reportUndescribedErasuresToAny()
    checker.reportOptionalsErasedToAny()
    checker.checkVariableUsage()
    // Like swiftc, the checks that follow type checking (missing returns, definite
    // initialization, constant overflow) run only on a program that type-checked, and
    // only when it is lowered (not under `-typecheck`).
    checker.phase = 2
    if runsLoweringChecks && !checker.hasErrors { checker.checkFlow() }
    checker.phase = 4
    if !checker.unsupportedDeclarations.isEmpty {
      checker.reportUnsupportedDeclarations()
    } else {
      checker.reportUnsupported()
    }
    // Every library body a lookup asked for was checked with the bodies.
    assert(checker.libraryBodiesToCheck.isEmpty, "a library function was looked up after the bodies were checked")
    checker.flushDiagnostics()
  }
}

extension TypeChecker {
  /// Resolves `import X`: Foundation is a no-op; a module miniswiftc emitted is found
  /// as `X.swiftmodule` in a search path (or given in `module.imports`).
  func loadImports(searchPaths: [String], loader: Sema.ModuleLoader?) {
    var loaded: Set<String> = []
    for imp in imports {
      guard let name = imp.path.first else { continue }
      if ["Foundation", "Swift", "Glibc", "Darwin"].contains(name) { continue }
      if name == module.name || !loaded.insert(name).inserted { continue }
      let nameLoc = imp.range.end.advanced(by: -imp.path.joined(separator: ".").utf8.count)
      if let m = module.imports.first(where: { $0.name == name }) {
        registerImported(m)
        continue
      }
      var found: ModuleDecl?
      if let loader {
        // The loader reads the file (nil when there is none): Sema does no I/O itself.
        for dir in searchPaths {
          let file = name + ".swiftmodule"
          if let m = loader(dir.hasSuffix("/") ? dir + file : dir + "/" + file, name) {
            found = m
            break
          }
        }
      }
      guard let m = found else {
        error(SemaDiagnostics.noSuchModule(name), at: nameLoc)
        continue
      }
      module.imports.append(m)
      registerImported(m)
    }
  }

  /// Module `Swift` (stdlib/*.swift): imported by every module, as swiftc imports its
  /// standard library; its functions' bodies are type-checked here (IRGen emits the ones
  /// a program uses into the program's own LLVM module).
  func loadStandardLibrary(_ library: ModuleDecl?) {
    // Module Swift checked as the module itself (StandardLibraryBodyTests): its own
    // `Hashable` is the one its `extension Int: Hashable {}` declares.
    if module.decls.contains(where: \.isInStandardLibrary) { stdlib.adoptLibraryProtocols(of: module) }
    guard let library, module.name != library.name else { return }
    if !module.imports.contains(where: { $0 === library }) { module.imports.append(library) }
    registerImported(library, asLibrary: true)
    isStandardLibraryImported = true
    stdlib.adoptLibraryProtocols(of: library)
  }

  /// Makes an imported module's public declarations visible and lets its types be
  /// resolved like this module's (they have no bodies). The standard library's values
  /// go to a table of their own, looked up after the imported modules'.
  private func registerImported(_ m: ModuleDecl, asLibrary: Bool = false) {
    guard !importedModules.contains(where: { $0 === m }) else { return }
    importedModules.append(m)
    for decl in m.decls {
      switch decl {
      case let d as NominalTypeDecl:
        d.moduleName = m.name
        d.access = d.modifiers.access ?? .internal
        nominals.append(d)
        declareNestedTypes(in: d.members, of: d, ext: nil)
        if d.access >= .public { importedTypes[d.name] = d }
      case let f as FuncDecl:
        f.access = f.modifiers.access ?? .internal
        importedGlobalIDs.insert(ObjectIdentifier(f))
        if f.access >= .public {
          if asLibrary { libraryValues[f.name, default: []].append(f) } else { importedValues[f.name, default: []].append(f) }
        }
      case let v as VarDecl:
        v.access = v.modifiers.access ?? .internal
        importedGlobalIDs.insert(ObjectIdentifier(v))
        if v.access >= .public { importedValues[v.name, default: []].append(v) }
      case let e as ExtensionDecl:
        extensions.append(e)
        extensionModules[ObjectIdentifier(e)] = m.name
      case let a as TypeAliasDecl:
        a.access = a.modifiers.access ?? .internal
        if a.access >= .public { importedTypeAliases[a.name] = a }
      default:
        break
      }
    }
  }

  /// Reports the uses of constructs outside the supported tiers that come before every
  /// other error (all of them on an otherwise correct program), ahead of those errors:
  /// what follows an unsupported construct often fails because of it ("empty collection
  /// literal requires an explicit type" after `Set<Character>()`), and an error before
  /// it is the program's own.
  func reportUnsupported() {
    let firstError = pending.filter { $0.diagnostic.severity == .error }.map(\.diagnostic.loc).min()
    if diags.hasErrors && firstError == nil { return }
    // Printed first: an unsupported construct is what the student meets first.
    let saved = phase
    phase = 0
    defer { phase = saved }
    var seen: Set<SourceLoc> = []
    for d in unsupported.sorted(by: { $0.loc < $1.loc }) where seen.insert(d.loc).inserted {
      if let firstError, !(d.loc < firstError) { break }
      report(d)
    }
  }
}
