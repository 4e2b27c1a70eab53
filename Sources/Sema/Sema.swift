import AST
import Foundation
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
/// missing returns, definite initialization; ConstantFolder: overflow), and finally the
/// "not supported yet" reports. Diagnostics are handed to the engine in swiftc's order:
/// declaration-level and top-level errors first, then function bodies, then flow checks,
/// each group in source order. Every message is in SemaDiagnostics.swift; `-verify` is
/// `Verifier.verify(files:diagnostics:)`.
///
/// Limits: expressions nested deeper than `TypeChecker.maxExpressionDepth` (1000) are
/// an error; global variables are visible to top-level code only after their declaration
/// (swiftc accepts earlier uses in `main.swift`).
public struct Sema {
  /// Reads the module interface file at `path` (an `X.swiftmodule` written by
  /// `-emit-module`) into a module named `name`; the driver supplies it (it needs the
  /// parser, which Sema does not import).
  public typealias ModuleLoader = (_ path: String, _ name: String) -> ModuleDecl?

  public let diagnostics: DiagnosticEngine
  public let importSearchPaths: [String]
  public let loadModule: ModuleLoader?

  public init(diagnostics: DiagnosticEngine, importSearchPaths: [String] = [], loadModule: ModuleLoader? = nil) {
    self.diagnostics = diagnostics
    self.importSearchPaths = importSearchPaths
    self.loadModule = loadModule
  }

  /// Type-checks a module (and the modules it imports).
  public func check(_ module: ModuleDecl) {
    let checker = TypeChecker(module: module, diagnostics: diagnostics)
    checker.expandLazyProperties()
    checker.expandPropertyWrappers()
    checker.collectDeclarations()
    checker.loadImports(searchPaths: importSearchPaths, loader: loadModule)
    checker.resolveTypeAliases()
    checker.bindExtensions()
    checker.resolveInheritance()
    checker.resolveSignatures()
    checker.checkRecursiveValueTypes()
    checker.checkEnumCases()
    checker.buildMemberTables()
    checker.checkFunctionRedeclarations()
    checker.synthesizeInitializers()
    checker.checkOverrides()
    checker.inheritConvenienceInitializers()
    checker.checkConformances()
    checker.checkClassOnlyConformances()
    checker.checkTopLevelCode()
    checker.checkTypeAccess()
    checker.checkAllBodies()
    checker.checkErrorHandling()
    checker.checkConcurrency()
    checker.resolvePendingErasures()
    // Like swiftc, the checks that follow type checking (missing returns, definite
    // initialization, constant overflow) run only on a program that type-checked.
    checker.phase = 2
    if !checker.hasErrors { checker.checkFlow() }
    checker.phase = 4
    if !checker.unsupportedDeclarations.isEmpty {
      checker.reportUnsupportedDeclarations()
    } else {
      checker.reportUnsupported()
    }
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
        for dir in searchPaths {
          let path = (dir as NSString).appendingPathComponent(name + ".swiftmodule")
          if FileManager.default.fileExists(atPath: path), let m = loader(path, name) {
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

  /// Makes an imported module's public declarations visible and lets its types be
  /// resolved like this module's (they have no bodies).
  private func registerImported(_ m: ModuleDecl) {
    guard !importedModules.contains(where: { $0 === m }) else { return }
    importedModules.append(m)
    for decl in m.decls {
      switch decl {
      case let d as NominalTypeDecl:
        d.moduleName = m.name
        d.access = d.modifiers.access ?? .internal
        nominals.append(d)
        if d.access >= .public { importedTypes[d.name] = d }
      case let f as FuncDecl:
        f.access = f.modifiers.access ?? .internal
        importedGlobalIDs.insert(ObjectIdentifier(f))
        if f.access >= .public { importedValues[f.name, default: []].append(f) }
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
