import AST
import Basic

/// The state of one type-checking run over a module: the declaration tables, the
/// current scope and function, and the diagnostics. The work is split over extensions
/// in files named for their concern (declarations, expressions, calls, statements,
/// conformances, flow checks).
final class TypeChecker {
  let diags: DiagnosticEngine
  let stdlib = StandardLibrary()
  let module: ModuleDecl

  // MARK: Module-level tables
  /// Functions and global variables of this module by name (functions overload).
  var globalValues: [String: [ValueDecl]] = [:]
  /// Types declared at file level in this module.
  var globalTypes: [String: NominalTypeDecl] = [:]
  /// The stand-ins of the built-in types this module extends (see BuiltinExtensions.swift).
  var builtinStandIns: [SwiftType: StructDecl] = [:]
  /// The stand-ins of the built-in generic types (`Array<Element>`) by name
  /// (BuiltinConformances.swift).
  var builtinGenericStandIns: [String: StructDecl] = [:]
  /// The types declared in each type and its extensions, by name (NestedTypes.swift).
  var nestedTypes: [ObjectIdentifier: [String: NominalTypeDecl]] = [:]
  /// The types whose member aliases a type name may refer to, innermost last, while
  /// their members' signatures are resolved (bodies use the context's type).
  var aliasOwners: [NominalTypeDecl] = []
  /// Type aliases declared at file level in this module.
  var typeAliases: [String: TypeAliasDecl] = [:]
  /// The public file-level type aliases of the imported modules.
  var importedTypeAliases: [String: TypeAliasDecl] = [:]
  /// Modules brought in by `import` (their public declarations are visible).
  var importedModules: [ModuleDecl] = []
  /// Names the imported modules provide: values and types.
  var importedValues: [String: [ValueDecl]] = [:]
  var importedTypes: [String: NominalTypeDecl] = [:]
  /// The public functions of module `Swift` (stdlib/*.swift) by name; read through
  /// `libraryFunctions(named:)`, which asks for their bodies.
  var libraryValues: [String: [ValueDecl]] = [:]
  /// The library functions whose bodies a lookup asked for, and those not checked yet
  /// (LibraryBodies.swift).
  var requestedLibraryBodies: Set<ObjectIdentifier> = []
  var libraryBodiesToCheck: [AbstractFunctionDecl] = []
  /// Module `Swift`'s methods by name, not asked for yet, and the names a member lookup
  /// asked for (LibraryBodies.swift).
  var libraryMethodsOnRequest: [String: [AbstractFunctionDecl]] = [:]
  var requestedLibraryMethodNames: Set<String> = []
  /// What the lookups of a library type's conformance check asked for (nil when none is
  /// being checked), and what is kept by type until a program uses the type
  /// (LibraryBodies.swift).
  var deferredLibraryRequests: [LibraryBodyRequest]?
  var deferredLibraryWitnesses: [ObjectIdentifier: [LibraryBodyRequest]] = [:]
  var usedLibraryTypes: Set<ObjectIdentifier> = []
  /// What is kept of a library type's conformances to protocols with associated types
  /// until one of them is used, and the types whose such conformances are
  /// (LibraryBodies.swift).
  var deferredSequenceWitnesses: [ObjectIdentifier: [LibraryBodyRequest]] = [:]
  var usedSequenceConformances: Set<ObjectIdentifier> = []
  /// Whether module `Swift` is imported (it is not when it is the module checked).
  var isStandardLibraryImported = false
  /// True while the bodies of imported functions are checked: this module's own
  /// globals are not in their scope.
  var checkingImportedBodies = false
  /// The module of each extension that an imported module declares (this module's
  /// extensions are not in the table).
  var extensionModules: [ObjectIdentifier: String] = [:]
  /// Names of global variables declared twice (every use of them is ambiguous).
  var redeclaredGlobals: Set<String> = []
  /// Global functions and variables that come from imported modules.
  var importedGlobalIDs: Set<ObjectIdentifier> = []
  /// Every nominal type declared in the module (and imported ones), in source order.
  var nominals: [NominalTypeDecl] = []
  var extensions: [ExtensionDecl] = []
  /// Members of each nominal type by name: its own, its extensions', its implicit ones.
  var memberTables: [ObjectIdentifier: [String: [ValueDecl]]] = [:]
  /// Global variables that top-level code has reached (visible from then on there).
  var declaredGlobals: Set<ObjectIdentifier> = []
  /// The scopes of the files' top-level code, holding what their `guard let`s bind.
  var topLevelScopes: [Scope] = []
  /// The generic parameter each `some P` parameter type stands for (OpaqueParameters.swift).
  var opaqueParameterTypes: [ObjectIdentifier: GenericTypeParamDecl] = [:]
  /// Pattern binding entries whose initializer was checked (`PatternBindingDecl`, index).
  var checkedBindings: Set<BindingKey> = []
  /// Variables whose type is being inferred (to catch `let a = a`-style cycles).
  var inferring: Set<ObjectIdentifier> = []
  /// `import` declarations of this module, in order.
  var imports: [ImportDecl] = []
  /// The designated initializers Sema synthesized (inherited ones) or found, per class.
  var inheritedInitializersDone: Set<ObjectIdentifier> = []

  // MARK: Where we are
  var scope: Scope
  var context: FunctionContext
  /// The `for`-`in` sequence being checked: the one place an array's `enumerated()` and
  /// `reversed()` are allowed.
  var rangeAllowedFor: Expr?
  var exprDepth = 0
  /// "too deeply nested" was reported for the expression being checked.
  var tooDeepReported = false
  /// The literals made into calls of their protocols' initializers (LiteralProtocols.swift),
  /// which checking the call must not do again.
  var literalsMadeThroughProtocols: Set<ObjectIdentifier> = []
  /// Where the `=` of a folded `AssignExpr` or the `?` of a `TernaryExpr` was written
  /// (folding widens their ranges to the operands).
  var foldedOperatorLocs: [ObjectIdentifier: SourceLoc] = [:]
  /// Existential conversions made, to link to their conformances at the end.
  var pendingErasures: [ErasureExpr] = []
  /// Optionals erased to `Any`, and those erasures an `as Any` wrote
  /// (UnintendedOptionalBehavior.swift).
  var optionalsErasedToAny: [(ImplicitConversionExpr, phase: Int)] = []
  var explicitErasures: Set<ObjectIdentifier> = []
  /// The optionals written with Optional's initializer or cases (`Optional(x)`,
  /// `Optional<Int>.none`, `Int?.some(3)`), with how swiftc's warnings name and place
  /// them (OptionalCases.swift).
  var spelledOptionals: [ObjectIdentifier: SpelledOptional] = [:]
  /// Erasures to `Any` of values whose text it cannot give (Existentials.swift).
  var undescribedErasuresToAny: [(ErasureExpr, phase: Int)] = []
  /// The variables some mutation writes (VariableUsage.swift).
  var writtenVariables: Set<ObjectIdentifier> = []
  /// Casts to a protocol (`x as? P`), whose witness tables IRGen may make for built-in
  /// types: checked with the erasures (BuiltinWitnessesInTables.swift).
  var pendingProtocolCasts: [(proto: ProtocolDecl, loc: SourceLoc)] = []
  /// What swiftc reports only after type checking succeeded, on SIL (literal overflow,
  /// a `default` that is never executed): reported by the flow checks.
  var flowErrors: [Diagnostic] = []
  /// Generic parameters visible while a generic function's signature is resolved.
  var genericScopes: [[GenericTypeParamDecl]] = []
  /// > 0 while resolving a generic constraint (`T: Comparable`).
  var genericConstraintDepth = 0
  /// True while inheritance clauses are resolved.
  var resolvingInheritance = false
  /// The protocols each generic parameter is constrained to.
  var genericConstraints: [ObjectIdentifier: [ProtocolDecl]] = [:]
  /// While a generic function's signature is resolved: its generic parameters, on which
  /// the requirements its types need are inferred (RequirementInference.swift).
  var inferringRequirements: [GenericTypeParamDecl]?
  /// The associated types of each protocol, its own and inherited (see
  /// `visibleAssociatedTypes`), by protocol.
  /// The witness candidates found by name and type while one conformance is checked
  /// (`witnessCandidates`), nil otherwise.
  var witnessCandidatesMemo: [SwiftType: [String: [ValueDecl]]]?
  var visibleAssociatedTypesMemo: [ObjectIdentifier: [AssociatedTypeDecl]] = [:]
  /// The result type of the generic call just resolved (its generic parameters
  /// substituted).
  var genericCallResult: SwiftType?
  /// Checking the `super.init(...)` or `self.init(...)` of a `super.init(...)!`.
  var checkingForcedDelegation = false
  /// Generic functions and extensions a constraint of which could not be resolved (an
  /// error or "not supported yet", `T: Numeric`, reported there): their bodies are not
  /// checked, since what they do with `T` would blame valid Swift.
  var failedConstraintOwners: Set<ObjectIdentifier> = []
  /// While a call of a member of a generic type is resolved: the base's generic
  /// arguments (`Element` -> `String` for a `Stack<String>`), applied to the member's
  /// parameter and result types.
  var memberSubstitutions: [ObjectIdentifier: SwiftType] = [:]
  /// While `Stack(items: [1])` is resolved: the generic parameters of the type, inferred
  /// with the initializer's (see `inferredTypeArguments`, what they were bound to).
  var inferredTypeParameters: [GenericTypeParamDecl] = []
  /// The `where`-clause requirements on outer generic parameters (a generic struct's)
  /// that hold inside a declaration (an extension, a method), by declaration.
  /// `where C.Item: Equatable` of a generic function, by `C.Item`.
  var dependentConformances: [DependentMemberKey: [ProtocolDecl]] = [:]
  /// `where C1.Item == C2.Item`: what `C2.Item` is (`C1.Item`, or a concrete type).
  var dependentCanonical: [DependentMemberKey: SwiftType] = [:]
  /// `where Base.Element: Sequence` of a generic type, by the type (each use's
  /// arguments are checked against it; TypeDependentRequirements.swift).
  var typeDependentConformances: [ObjectIdentifier: [(DependentMemberKey, ProtocolDecl)]] = [:]
  /// `where Base.Element: Equatable` / `where Base.Element == Int` of an extension of a
  /// generic type or of a method of one, by the extension or method
  /// (ExtensionDependentRequirements.swift).
  var extensionDependentConformances: [ObjectIdentifier: [(DependentMemberKey, ProtocolDecl)]] = [:]
  var extensionDependentSameTypes: [ObjectIdentifier: [(DependentMemberKey, SwiftType)]] = [:]
  /// The member whose signature `resolveSignatures` is resolving (its extension's
  /// requirements hold in it).
  var resolvingMember: Decl?
  /// The same-type requirements of each function, as written.
  var sameTypeRequirements: [ObjectIdentifier: [GenericRequirement]] = [:]
  var contextRequirements: [ObjectIdentifier: [(GenericTypeParamDecl, ProtocolDecl)]] = [:]
  /// `Item == Double` of a protocol extension or of one of its members (by the owner).
  var contextSameTypes: [ObjectIdentifier: [(GenericTypeParamDecl, SwiftType)]] = [:]
  /// `Value == [S.Element]` of a generic initializer on its type's parameter, by the
  /// initializer (InitializerSameTypes.swift).
  var initializerSameTypes: [ObjectIdentifier: [(GenericTypeParamDecl, SwiftType)]] = [:]
  var inferredTypeArguments: [SwiftType] = []
  /// Every function with a body (computed once for the flow checks).
  var functionsWithBodies: [AbstractFunctionDecl] = []
  /// While a variable's initial value is checked against its written type: the value
  /// and where the type is written (for swiftc's note on a `nil` it cannot be).
  var writtenTypeOfInitializer: (initializer: Expr, typeLoc: SourceLoc)?
  /// While a value is converted to a type written in the source (a variable's annotation,
  /// a parameter's type): the value and the written type, which a message about the
  /// conversion names as written (`() -> Void`, WrittenVoidSugar.swift).
  var writtenConversionTarget: (value: Expr, written: TypeRepr)?
  /// Enums with a raw type not RawRepresentable, a raw value being wrong or missing
  /// (EnumCases.swift): they have no `rawValue` and no `init(rawValue:)`.
  var enumsWithoutRawValues: Set<ObjectIdentifier> = []
  /// The cases of those whose raw value was reported: as in swiftc, a member of such a
  /// case (`E.a.rawValue`) is not reported again.
  var casesWithBadRawValues: Set<ObjectIdentifier> = []
  /// `switch` statements that cover every value (flow checks need to know).
  var exhaustiveSwitches: Set<ObjectIdentifier> = []
  /// Sema-made `==`/`!=` of enums, per enum.
  var enumOperators: [ObjectIdentifier: [String: FuncDecl]] = [:]
  /// The members of each protocol's extensions, by name (ProtocolExtensions.swift).
  var protocolExtensionTables: [ObjectIdentifier: [String: [ValueDecl]]] = [:]
  /// `selfSubstitutions(on:)` of a library or built-in type, or of a program's non-generic
  /// type, kept once every conformance is checked (they do not change after): each
  /// member used on an array in the library's bodies, or on a program's struct, asks for
  /// them.
  var selfSubstitutionsMemo: [SwiftType: [ObjectIdentifier: SwiftType]] = [:]
  /// Has `checkConformances` recorded every conformance?
  var conformancesChecked = false
  /// The types whose conformances a lookup needed before `checkConformances()`
  /// (`ensureConformancesChecked(of:)`), which that pass skips.
  var earlyCheckedConformances: Set<ObjectIdentifier> = []
  /// The protocols each type conforms to (`conformedProtocols`).
  var conformedProtocolsMemo: [ObjectIdentifier: [ProtocolDecl]] = [:]
  /// The module extends a protocol, or a type conforms to one module Swift extends
  /// (`Equatable`) / names a protocol's `Self`.
  var hasProtocolExtensions = false
  /// The operators a program's extensions of module Swift's protocols declare
  /// (`extension Comparable { static func <=> }`): the only ones looked up among a
  /// built-in operand type's members (`1 <=> 2`); the library's own are the builtins'.
  var libraryProtocolOperatorNames: Set<String> = []
  var usesProtocolSelf = false
  /// Each opaque result type's declaration and where its `some` is written, and the
  /// types its return statements return (OpaqueTypes.swift).
  var opaqueResults: [ObjectIdentifier: (ValueDecl, SourceLoc)] = [:]
  var opaqueReturns: [ObjectIdentifier: [(SwiftType, SourceLoc)]] = [:]
  /// The protocol standing for each composition used as a type, by its spelling.
  var compositionProtocols: [String: ProtocolDecl] = [:]

  /// The closures being checked (innermost last): the scope of their parameters and the
  /// outer locals their bodies use.
  var closureCaptures: [(root: Scope, captures: [ValueDecl])] = []
  /// Closures with statement bodies and a result, for the missing-return check.
  var closuresWithResults: [(closure: ClosureExpr, result: SwiftType)] = []
  /// Closures written as arguments of a call: only there may one take a tuple as its
  /// parameters (ClosureTupleDestructuring.swift).
  var closureArguments: Set<ObjectIdentifier> = []

  // MARK: Diagnostics
  /// Which group of checks is running (see `flushDiagnostics`): 0 declarations and
  /// top-level code, 1 function bodies, 2 flow checks, 3 constant folding (reported in
  /// the order the folder gives, not by location), 4 "not supported yet".
  var phase = 0
  static let constantFoldingPhase = 3
  /// `sortLoc` is where a diagnostic is ordered: its location, or one given (`report(_:sortedAt:)`).
  var pending: [(phase: Int, sequence: Int, diagnostic: Diagnostic, sortLoc: SourceLoc)] = []
  var pendingErrors = 0

  // MARK: Not supported yet
  /// Uses of `ext` constructs. Reported only when the program has no real error, so
  /// they never hide (or come before) the error swiftc would report.
  var unsupported: [Diagnostic] = []
  /// Declarations miniswiftc cannot compile (see `notSupportedDeclaration`).
  var unsupportedDeclarations: [Diagnostic] = []
  /// By type: the wrapped properties whose memberwise parameter Swift types as the
  /// wrapped value (passing one is not supported yet; see PropertyWrappers.swift).
  var wrappedValueParameters: [ObjectIdentifier: Set<String>] = [:]
  /// A property wrapper's backing property (`_x`) -> the wrapped property (`x`).
  var wrapperBackings: [ObjectIdentifier: VarDecl] = [:]
  /// The uses of actor properties that mutate them (Concurrency.swift).
  var actorMutations: Set<ObjectIdentifier> = []
  /// Variables whose initial value was found to depend on itself (reported once).
  var reportedCycles: Set<ObjectIdentifier> = []
  /// The operators the program (and the modules it imports) declares, by name
  /// (`infix operator +-: AdditionPrecedence`; see CustomOperators.swift).
  var operatorDecls: [String: [OperatorDecl]] = [:]
  /// The precedence groups the program (and the modules it imports) declares, by name
  /// (PrecedenceGroups.swift).
  var precedenceGroupDecls: [String: PrecedenceGroupDecl] = [:]

  init(module: ModuleDecl, diagnostics: DiagnosticEngine) {
    self.module = module
    self.diags = diagnostics
    self.scope = Scope(parent: nil)
    self.context = FunctionContext(kind: .topLevel, decl: nil, resultType: .void, selfDecl: nil, nominal: nil,
                                   isStatic: false, parent: nil)
    // The standard library's protocols are looked up, and their associated types
    // constrained, as a protocol's of the module are.
    for p in stdlib.protocols.values where !p.members.isEmpty {
      var table: [String: [ValueDecl]] = [:]
      for case let v as ValueDecl in p.members where !(v is AssociatedTypeDecl) { table[v.name, default: []].append(v) }
      memberTables[ObjectIdentifier(p)] = table
      for case let a as AssociatedTypeDecl in p.members where !a.conformsTo.isEmpty {
        genericConstraints[ObjectIdentifier(a)] = a.conformsTo
      }
    }
  }

  struct BindingKey: Hashable {
    let binding: ObjectIdentifier
    let index: Int
  }

  // MARK: - Reporting

  /// Reports an error (buffered: see `flushDiagnostics`).
  func error(_ message: String, at loc: SourceLoc, notes: [Diagnostic] = []) {
    report(Diagnostic(.error, message, at: loc, notes: notes))
  }

  func report(_ d: Diagnostic) {
    report(d, sortedAt: d.loc)
  }

  /// Reports `d` ordered as if it were at `sortLoc` (swiftc meets it there: an enum's
  /// failed RawRepresentable conformance after its cases' errors).
  func report(_ d: Diagnostic, sortedAt sortLoc: SourceLoc) {
    pending.append((phase, pending.count, d, sortLoc))
    if d.severity == .error { pendingErrors += 1 }
  }

  /// True once the program has an error (the parser's or Sema's).
  var hasErrors: Bool { diags.hasErrors || pendingErrors > 0 }

  /// Hands the diagnostics to the engine in the order swiftc prints them: declarations
  /// and top-level code first, then function bodies, then the checks that follow type
  /// checking; each group in source order (constant folding in its own order).
  func flushDiagnostics() {
    let ordered = pending.sorted { a, b in
      if a.phase != b.phase { return a.phase < b.phase }
      if a.phase == TypeChecker.constantFoldingPhase { return a.sequence < b.sequence }
      if a.sortLoc != b.sortLoc { return a.sortLoc < b.sortLoc }
      return a.sequence < b.sequence
    }
    for p in ordered { diags.report(p.diagnostic) }
    pending = []
  }

  /// Records a use of a construct outside the supported tiers.
  func notSupported(_ what: String, at loc: SourceLoc) {
    unsupported.append(Diagnostic(.error, SemaDiagnostics.notSupported(what), at: loc))
  }

  // MARK: - Scopes and contexts

  /// Runs `body` in a fresh nested scope.
  func withScope<T>(_ body: () -> T) -> T {
    let saved = scope
    scope = Scope(parent: saved)
    defer { scope = saved }
    return body()
  }

  /// Runs `body` in a function context with its own scope chain (parameters first).
  func withContext<T>(_ ctx: FunctionContext, scope newScope: Scope, _ body: () -> T) -> T {
    let savedScope = scope
    let savedContext = context
    scope = newScope
    context = ctx
    defer {
      scope = savedScope
      context = savedContext
    }
    return body()
  }

  /// The scope chain for a function of a given kind: a member function or a global
  /// function sees no locals of the code around it (top-level code's locals are globals).
  func rootScope() -> Scope { Scope(parent: nil) }
}
