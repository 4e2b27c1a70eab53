import AST

/// Every message Sema reports, in swiftc's wording (checked against `swiftc -typecheck`
/// and, for the flow checks, `swiftc -c`). One list, so the wording stays consistent
/// and is easy to compare with swiftc's `DiagnosticsSema.def`.
enum SemaDiagnostics {
  // MARK: Names and types
  static func cannotFindInScope(_ name: String) -> String { "cannot find '\(name)' in scope" }
  static func cannotFindType(_ name: String) -> String { "cannot find type '\(name)' in scope" }
  static func cannotFindOperator(_ name: String) -> String { "cannot find operator '\(name)' in scope" }
  static func cannotFindIncrement(_ name: String) -> String {
    "cannot find operator '\(name)' in scope; did you mean '\(name == "++" ? "+=" : "-=") 1'?"
  }
  static func useBeforeDeclaration(_ name: String) -> String { "use of local variable '\(name)' before its declaration" }
  static func declaredHere(_ name: String) -> String { "'\(name)' declared here" }
  static func noSuchModule(_ name: String) -> String { "no such module '\(name)'" }
  static func invalidRedeclaration(_ name: String) -> String { "invalid redeclaration of '\(name)'" }
  static func typeNestedInProtocol(_ name: String, _ proto: String) -> String {
    "type '\(name)' cannot be nested in protocol '\(proto)'"
  }
  static func protocolNestedInGenericContext(_ name: String) -> String {
    "protocol '\(name)' cannot be nested in a generic context"
  }
  static func notMemberType(_ name: String, _ kind: String, _ type: String) -> String {
    "'\(name)' is not a member type of \(kind) '\(type)'"
  }
  static func previouslyDeclaredHere(_ name: String) -> String { "'\(name)' previously declared here" }
  static func typeAliasReferencesItself(_ name: String) -> String { "type alias '\(name)' references itself" }
  static func notAType(_ name: String) -> String { "'\(name)' is not a type" }
  static func tooManyGenericArguments(_ name: String, got: Int, expected: Int) -> String {
    "generic type '\(name)' specialized with too many type parameters (got \(got), but expected \(expected))"
  }
  static func tooFewGenericArguments(_ name: String, got: Int, expected: Int) -> String {
    "generic type '\(name)' specialized with too few type parameters (got \(got), but expected \(expected))"
  }
  static func cannotSpecializeNonGeneric(_ type: String) -> String { "cannot specialize non-generic type '\(type)'" }
  static func noPrimaryAssociatedTypes(_ name: String) -> String {
    "protocol '\(name)' does not have primary associated types that can be constrained"
  }
  static func associatedTypeOutsideProtocol() -> String {
    "associated types can only be defined in a protocol; define a type or introduce a 'typealias' to satisfy an associated type requirement"
  }
  static func protocolRequiresSubscript(_ type: SwiftType) -> String { "protocol requires subscript with type '\(type)'" }
  static func candidateWouldInfer(_ assoc: String, _ type: SwiftType, _ proto: String) -> String {
    "candidate would match and infer '\(assoc)' = '\(type)' if '\(type)' conformed to '\(proto)'"
  }
  static func unableToInferAssociatedType(_ assoc: String, _ proto: String) -> String {
    "unable to infer associated type '\(assoc)' for protocol '\(proto)'"
  }
  static func protocolRequiresNestedType(_ name: String) -> String {
    "protocol requires nested type '\(name)'; add nested type '\(name)' for conformance"
  }
  static func genericStructDeclaredHere(_ name: String) -> String { "generic struct '\(name)' declared here" }
  static func explicitlySpecifyGenericArguments() -> String { "explicitly specify the generic arguments to fix this issue" }
  static func declaredAsParameterToType(_ param: String, _ type: String) -> String {
    "'\(param)' declared as parameter to type '\(type)'"
  }
  static func typeAnnotationMissing() -> String { "type annotation missing in pattern" }
  static func computedPropertyNeedsType() -> String { "computed property must have an explicit type" }
  static func circularReference(_ name: String) -> String { "circular reference to '\(name)'" }

  // MARK: Members
  static func noMember(_ type: SwiftType, _ name: String) -> String { "value of type '\(type)' has no member '\(name)'" }
  static func typeHasNoMember(_ type: SwiftType, _ name: String) -> String { "type '\(type)' has no member '\(name)'" }
  /// `case .square(let x)` where `square` has no associated values.
  static func associatedValuesPatternOnPlainCase(_ name: String) -> String {
    "pattern with associated values does not match enum case '\(name)'"
  }
  static func memberNeedsContextualType(_ name: String) -> String {
    "reference to member '\(name)' cannot be resolved without a contextual type"
  }
  static func removeAssociatedValues() -> String { "remove associated values to make the pattern match" }
  /// `.none` where a `T?` is expected and `T` has a case `none` too.
  static func assumingOptionalNone(_ wrapped: SwiftType) -> String {
    "assuming you mean 'Optional<\(wrapped)>.none'; did you mean '\(wrapped).none' instead?"
  }
  static func specifyOptionalToSilence() -> String { "explicitly specify 'Optional' to silence this warning" }
  /// `print(x)`, `let a: Any = x` for an optional `x` (UnintendedOptionalBehavior.swift).
  static func optionalCoercedToAny(_ t: SwiftType) -> String { optionalCoercedToAny(spelled: t.description) }
  /// (The type as the source spells it: `Optional<Int>` for `Optional(3)`.)
  static func optionalCoercedToAny(spelled type: String) -> String { "expression implicitly coerced from '\(type)' to 'Any'" }
  static func implicitlyUnwrappedCoercedToAny(_ t: SwiftType) -> String {
    "coercion of implicitly unwrappable value of type '\(t)' to 'Any' does not unwrap optional"
  }
  static func provideDefaultValue() -> String { "provide a default value to avoid this warning" }
  static func forceUnwrapValue() -> String { "force-unwrap the value to avoid this warning" }
  static func castToAnyToSilence() -> String { "explicitly cast to 'Any' with 'as Any' to silence this warning" }
  /// `[Int?]` as `[Any]`.
  static func implicitlyCoerced(_ t: SwiftType, _ target: SwiftType) -> String {
    "expression implicitly coerced from '\(t)' to '\(target)'"
  }
  static func castToSilence(_ target: SwiftType) -> String {
    "explicitly cast to '\(target)' with 'as \(target)' to silence this warning"
  }
  /// `"\(x)"` for an optional `x` (UnintendedOptionalBehavior.swift).
  static func optionalInterpolated() -> String {
    "string interpolation produces a debug description for an optional value; did you mean to make this explicit?"
  }
  static func useDefaultValueParameter() -> String { "use a default value parameter to avoid this warning" }
  static func useStringDescribing() -> String { "use 'String(describing:)' to silence this warning" }
  /// A local variable read, written or used less than it is declared for
  /// (VariableUsage.swift).
  static func initializationNeverUsed(_ name: String, isLet: Bool) -> String {
    "initialization of \(isLet ? "immutable value" : "variable") '\(name)' was never used; consider replacing with assignment to '_' or removing it"
  }
  static func conditionValueNeverUsed(_ name: String) -> String {
    "value '\(name)' was defined but never used; consider replacing with boolean test"
  }
  static func assignedImmutableValueNeverUsed(_ name: String) -> String {
    "immutable value '\(name)' was never used; consider removing it"
  }
  static func variableNeverUsed(_ name: String, isLet: Bool) -> String {
    "\(isLet ? "immutable value" : "variable") '\(name)' was never used; consider replacing with '_' or removing it"
  }
  static func variableNeverMutated(_ name: String, isWeak: Bool, suggestLet: Bool) -> String {
    "\(isWeak ? "weak variable" : "variable") '\(name)' was never mutated; consider \(suggestLet ? "changing to 'let'" : "removing 'var' to make it") constant"
  }
  static func variableNeverRead(_ name: String) -> String { "variable '\(name)' was written to, but never read" }
  /// The group swiftc names after the warnings of a declaration or value never used.
  static func immediatelyDeallocated(_ kind: String, _ name: String, _ ownership: String) -> String {
    "instance will be immediately deallocated because \(kind) '\(name)' is '\(ownership)'"
  }
  static func weakReferenceAlwaysNil() -> String {
    "weak reference will always be nil because the referenced object is deallocated here"
  }
  static func strongReferenceRequired() -> String {
    "a strong reference is required to prevent the instance from being deallocated"
  }
  static func whereOnLastPatternOnly() -> String { "'where' only applies to the second pattern match in this 'case'" }
  static func whereDisambiguateWithLineBreak() -> String { "disambiguate by adding a line break between them if this is desired" }
  static func whereDuplicateOnBoth() -> String { "duplicate the 'where' on both patterns to check both patterns" }
  static let noUsageGroup = "no-usage"
  /// The group of the warning that a `weak var` is never mutated.
  static let weakMutabilityGroup = "WeakMutability"
  /// An expression statement whose value nothing uses (UnusedResults.swift).
  static func resultOfCallUnused(_ name: String) -> String { "result of call to '\(name)' is unused" }
  static func resultOfOperatorUnused(_ op: String) -> String { "result of operator '\(op)' is unused" }
  static func resultOfInitializerUnused(_ type: String) -> String { "result of '\(type)' initializer is unused" }
  static func resultOfUnknownCallUnused(isClosure: Bool, _ result: SwiftType) -> String {
    "result of call to \(isClosure ? "closure" : "function") returning '\(result)' is unused"
  }
  static func resultOfOptionalTryUnused() -> String { "result of 'try?' is unused" }
  static func literalUnused(_ kind: String) -> String { "\(kind) literal is unused" }
  static func storageUnused(_ kind: String) -> String {
    kind == "variable" ? "variable is unused" : "\(kind) is accessed but result is unused"
  }
  static func functionUnused() -> String { "function is unused" }
  static func keyPathUnused() -> String { "result of key path is unused" }
  static func expressionUnused(_ type: SwiftType) -> String { "expression of type '\(type)' is unused" }
  static func captureNeverUsed(_ name: String) -> String { "capture '\(name)' was never used" }
  static func useWrappedNone(_ wrapped: SwiftType) -> String { "use '\(wrapped).none' instead" }
  static func instanceMemberOnType(_ name: String, _ type: SwiftType) -> String {
    "instance member '\(name)' cannot be used on type '\(type)'; did you mean to use a value of this type instead?"
  }
  static func instanceMemberInStatic(_ name: String, _ type: SwiftType) -> String {
    "instance member '\(name)' cannot be used on type '\(type)'"
  }
  static func staticMemberOnInstance(_ name: String, _ type: SwiftType) -> String {
    "static member '\(name)' cannot be used on instance of type '\(type)'"
  }
  static func instanceMemberInPropertyInitializer(_ name: String) -> String {
    "cannot use instance member '\(name)' within property initializer; property initializers run before 'self' is available"
  }
  static func inaccessible(_ name: String, _ access: AccessLevel) -> String {
    "'\(name)' is inaccessible due to '\(access)' protection level"
  }
  static func selfOutsideType() -> String { "cannot find 'self' in scope" }
  static func superOutsideClass() -> String { "'super' cannot be used outside of class members" }
  static func superWithoutSuperclass() -> String { "'super' members cannot be referenced in a root class" }

  // MARK: Conversions
  static func doesNotConformToSpecified(_ from: SwiftType, _ proto: String) -> String {
    "value of type '\(from)' does not conform to specified type '\(proto)'"
  }
  static func argumentDoesNotConform(_ from: SwiftType, _ proto: String) -> String {
    "argument type '\(from)' does not conform to expected type '\(proto)'"
  }
  static func returnDoesNotConform(_ from: SwiftType, _ proto: String) -> String {
    "return expression of type '\(from)' does not conform to '\(proto)'"
  }
  static func cannotConvertSpecified(_ from: SwiftType, _ to: SwiftType) -> String {
    "cannot convert value of type '\(from)' to specified type '\(to)'"
  }
  static func cannotConvertParentType(_ from: SwiftType, _ to: SwiftType) -> String {
    "cannot convert parent type '\(from)' to expected type '\(to)'"
  }
  static func genericArgumentsExpectedEqual(_ name: String, _ a: SwiftType, _ b: SwiftType) -> String {
    "arguments to generic parameter '\(name)' ('\(a)' and '\(b)') are expected to be equal"
  }
  static func genericParameterNotInferred(_ name: String) -> String { "generic parameter '\(name)' could not be inferred" }
  static func genericParameterNotUsed(_ name: String) -> String { "generic parameter '\(name)' is not used in function signature" }
  static func notInlinableReference(_ kind: String, _ name: String, _ access: AccessLevel) -> String {
    "\(kind) '\(name)' is \(access) and cannot be referenced from an '@inlinable' function"
  }
  static func genericIsInlinable(_ name: String) -> String {
    "miniswiftc makes the public generic function '\(name)' '@inlinable': importers specialize its body"
  }
  static func cannotConvertClosureResult(_ from: SwiftType, _ to: SwiftType) -> String {
    "cannot convert value of type '\(from)' to closure result type '\(to)'"
  }
  static func cannotConvertClosureResultText(_ from: String, _ to: String) -> String {
    "cannot convert value of type '\(from)' to closure result type '\(to)'"
  }
  static func nilIncompatibleClosureResult(_ to: SwiftType) -> String { "'nil' is not compatible with closure result type '\(to)'" }
  static func closureResultIncompatible(_ declared: SwiftType, _ actual: SwiftType) -> String {
    "declared closure result '\(declared)' is incompatible with return type '\(actual)'"
  }
  static func closureResultIncompatibleText(_ declared: String, _ actual: String) -> String {
    "declared closure result '\(declared)' is incompatible with return type '\(actual)'"
  }
  static func inCallToFunction(_ name: String) -> String { "in call to function '\(name)'" }
  static func closureArgumentCount(_ type: SwiftType, expected: Int, used: Int) -> String {
    "contextual closure type '\(type)' expects \(expected) argument\(expected == 1 ? "" : "s"), but \(used) \(used == 1 ? "was" : "were") used in closure body"
  }
  static func closureTupleNotDestructured(_ tuple: SwiftType) -> String {
    "closure tuple parameter '\(tuple)' does not support destructuring"
  }
  static func closureTupleNotDestructuredImplicitly(_ tuple: SwiftType) -> String {
    "closure tuple parameter '\(tuple)' does not support destructuring with implicit parameters"
  }
  static func cannotConvertArgument(_ from: SwiftType, _ to: SwiftType) -> String {
    "cannot convert value of type '\(from)' to expected argument type '\(to)'"
  }
  static func cannotConvertArgumentText(_ from: String, _ to: String) -> String {
    "cannot convert value of type '\(from)' to expected argument type '\(to)'"
  }
  static func cannotAssignValue(_ from: SwiftType, _ to: SwiftType) -> String {
    "cannot assign value of type '\(from)' to type '\(to)'"
  }
  static func cannotConvertReturn(_ from: SwiftType, _ to: SwiftType) -> String {
    "cannot convert return expression of type '\(from)' to return type '\(to)'"
  }
  /// (`what`: "element", "dictionary key" or "dictionary value".)
  static func cannotConvertElement(_ from: SwiftType, _ to: SwiftType, _ what: String = "element") -> String {
    "cannot convert value of type '\(from)' to expected \(what) type '\(to)'"
  }
  static func nilNotCompatibleElement(_ type: SwiftType, _ what: String) -> String {
    "'nil' is not compatible with expected \(what) type '\(type)'"
  }
  static func cannotConvertValue(_ from: SwiftType, _ to: SwiftType) -> String {
    "cannot convert value of type '\(from)' to type '\(to)' in coercion"
  }
  static func intAsBoolean(_ type: SwiftType) -> String { "type '\(type)' cannot be used as a boolean; test for '!= 0' instead" }
  static func optionalAsBoolean(_ type: SwiftType) -> String {
    "optional type '\(type)' cannot be used as a boolean; test for '!= nil' instead"
  }
  static func cannotConvertCondition(_ type: SwiftType) -> String {
    "cannot convert value of type '\(type)' to expected condition type 'Bool'"
  }
  static func optionalMustBeUnwrapped(_ from: SwiftType, _ to: SwiftType) -> String {
    "value of optional type '\(from)' must be unwrapped to a value of type '\(to)'"
  }
  static func nilCannotInitialize(_ type: SwiftType) -> String { "'nil' cannot initialize specified type '\(type)'" }
  static func addQuestionMarkForOptional(_ type: SwiftType) -> String { "add '?' to form the optional type '\(type)?'" }
  static func nilCannotAssign(_ type: SwiftType) -> String { "'nil' cannot be assigned to type '\(type)'" }
  static func nilCannotAssignToSubscript(_ type: SwiftType) -> String {
    "'nil' cannot be assigned to subscript of type '\(type)'"
  }
  static func cannotAssignToSubscript(_ from: SwiftType, _ to: SwiftType) -> String {
    "cannot assign value of type '\(from)' to subscript of type '\(to)'"
  }
  static func nilNotCompatibleArgument(_ type: SwiftType) -> String { "'nil' is not compatible with expected argument type '\(type)'" }
  static func nilIncompatibleReturn(_ type: SwiftType) -> String { "'nil' is incompatible with return type '\(type)'" }
  static func nilRequiresContext() -> String { "'nil' requires a contextual type" }
  static func integerLiteralOverflow(_ text: String, _ type: SwiftType) -> String {
    "integer literal '\(text)' overflows when stored into '\(type)'"
  }
  static func negativeIntegerOverflow(_ text: String, _ type: String) -> String {
    "negative integer '\(text)' overflows when stored into unsigned type '\(type)'"
  }
  static func mismatchingTernary(_ a: SwiftType, _ b: SwiftType) -> String {
    "result values in '? :' expression have mismatching types '\(a)' and '\(b)'"
  }
  static func heterogeneousArray() -> String {
    "heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional"
  }
  static func emptyCollectionNeedsType() -> String { "empty collection literal requires an explicit type" }
  static func forceUnwrapNonOptional(_ type: SwiftType) -> String { "cannot force unwrap value of non-optional type '\(type)'" }
  static func coalesceNote() -> String {
    "coalesce using '??' to provide a default when the optional value contains 'nil'"
  }
  static func optionalBaseMustBeUnwrapped(_ t: SwiftType, _ member: String, _ wrapped: SwiftType) -> String {
    "value of optional type '\(t)' must be unwrapped to refer to member '\(member)' of wrapped base type '\(wrapped)'"
  }
  static func chainOptionalNote(_ member: String) -> String {
    "chain the optional using '?' to access member '\(member)' only for non-'nil' base values"
  }
  static func forceUnwrapNote() -> String {
    "force-unwrap using '!' to abort execution if the optional value contains 'nil'"
  }
  static func optionalChainOnNonOptional(_ type: SwiftType) -> String {
    "cannot use optional chaining on non-optional value of type '\(type)'"
  }
  static func conditionalBindingNotOptional(_ type: SwiftType) -> String {
    "initializer for conditional binding must have Optional type, not '\(type)'"
  }
  static func assignInCondition() -> String { "use of '=' in a boolean context, did you mean '=='?" }
  static func ambiguousWithoutContext() -> String { "type of expression is ambiguous without a type annotation" }

  // MARK: Operators
  static func binaryOperatorCannotApply(_ op: String, _ l: SwiftType, _ r: SwiftType) -> String {
    l == r ? "binary operator '\(op)' cannot be applied to two '\(l)' operands"
      : "binary operator '\(op)' cannot be applied to operands of type '\(l)' and '\(r)'"
  }
  static func unaryOperatorCannotApply(_ op: String, _ t: SwiftType) -> String {
    "unary operator '\(op)' cannot be applied to an operand of type '\(t)'"
  }
  static func nonAssociative(_ group: String) -> String {
    "adjacent operators are in non-associative precedence group '\(group)'"
  }

  // MARK: Calls
  static func cannotCallNonFunction(_ type: SwiftType) -> String { "cannot call value of non-function type '\(type)'" }
  static func missingArgument(_ param: String) -> String { "missing argument for parameter \(param) in call" }
  static func missingArguments(_ params: [String]) -> String {
    "missing arguments for parameters \(params.joined(separator: ", ")) in call"
  }
  static func argumentsToCallWithoutParameters() -> String { "argument passed to call that takes no arguments" }
  static func extraArgument(_ label: String?) -> String {
    if let label { "extra argument '\(label)' in call" } else { "extra argument in call" }
  }
  static func extraArguments(_ positions: [Int]) -> String {
    "extra arguments at positions \(positions.map { "#\($0)" }.joined(separator: ", ")) in call"
  }
  static func incorrectLabels(have: String, expected: String, plural: Bool) -> String {
    "incorrect argument label\(plural ? "s" : "") in call (have '\(have)', expected '\(expected)')"
  }
  /// `a` and `b` are quoted names (`'x'`) or positions (`#2`).
  static func argumentMustPrecede(_ a: String, _ b: String) -> String { "argument \(a) must precede argument \(b)" }
  /// (A subscript has no name: swiftc leaves a space where it would be.)
  static func noExactMatches(_ kind: String, _ name: String) -> String {
    name.isEmpty ? "no exact matches in call to \(kind) " : "no exact matches in call to \(kind) '\(name)'"
  }
  static func ambiguousUse(_ name: String) -> String { "ambiguous use of '\(name)'" }
  static func foundThisCandidate() -> String { "found this candidate" }
  static func mutatingMethodAsValue() -> String { "cannot reference 'mutating' method as function value" }
  static func nonRequiredInitializerThroughMetatype(_ type: SwiftType) -> String {
    "constructing an object of class type '\(type)' with a metatype value must use a 'required' initializer"
  }
  static func selectedNonRequiredInitializer(_ name: String) -> String { "selected non-required initializer '\(name)'" }
  static func declaredHereNote(_ name: String) -> String { "'\(name)' declared here" }
  static func inoutNeedsAmpersand(_ type: SwiftType) -> String {
    "passing value of type '\(type)' to an inout parameter requires explicit '&'"
  }
  static func ampersandNotInout(_ type: SwiftType) -> String { "'&' used with non-inout argument of type '\(type)'" }
  static func ampersandOutsideArgument() -> String { "'&' may only be used to pass an argument to inout parameter" }
  static func noAccessibleInitializers(_ type: SwiftType) -> String {
    "'\(type)' cannot be constructed because it has no accessible initializers"
  }
  static func protocolCannotBeConstructed(_ type: SwiftType) -> String {
    "type '\(type)' cannot be instantiated"
  }
  static func superInitOutsideInit() -> String { "'super.init' cannot be called outside of an initializer" }
  static func initCallOutsideInit() -> String { "'init' is a member of the type; use 'type(of: ...)' to initialize a new object of the same dynamic type" }

  // MARK: Mutability
  static func cannotAssignLet(_ name: String) -> String { "cannot assign to value: '\(name)' is a 'let' constant" }
  static func cannotAssignSelfImmutable() -> String { "cannot assign to value: 'self' is immutable" }
  static func cannotAssignProperty(_ reason: String) -> String { "cannot assign to property: \(reason)" }
  static func cannotMutateOperator(_ reason: String) -> String { "left side of mutating operator isn't mutable: \(reason)" }
  static func cannotUseMutatingMember(_ reason: String) -> String { "cannot use mutating member on immutable value: \(reason)" }
  static func cannotPassImmutableInout(_ reason: String) -> String { "cannot pass immutable value as inout argument: \(reason)" }
  static func isLetConstant(_ name: String) -> String { "'\(name)' is a 'let' constant" }
  static func selfIsImmutable() -> String { "'self' is immutable" }
  static func isGetOnly(_ name: String) -> String { "'\(name)' is a get-only property" }
  static func setterInaccessible(_ name: String) -> String { "'\(name)' setter is inaccessible" }
  static func functionCallImmutable() -> String { "function call returns immutable value" }
  static func cannotAssignToRvalue() -> String { "cannot assign to value: expression is immutable" }
  static func changeLetToVar() -> String { "change 'let' to 'var' to make it mutable" }
  /// `kind` is "method", "getter" or "setter".
  static func markMutating(_ kind: String = "method") -> String { "mark \(kind) 'mutating' to make 'self' mutable" }

  // MARK: Statements
  static func unexpectedReturnValue() -> String { "unexpected non-void return value in void function" }
  static func nonVoidShouldReturn() -> String { "non-void function should return a value" }
  static func breakOutsideLoop() -> String {
    "unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do"
  }
  static func breakOutsideAnything() -> String { "'break' is only allowed inside a loop, if, do, or switch" }
  static func continueOutsideLoop() -> String { "'continue' is only allowed inside a loop" }
  static func jumpOutOfDefer(_ keyword: String) -> String { "'\(keyword)' cannot transfer control out of a defer statement" }
  static func unknownLabel(_ label: String) -> String { "cannot find label '\(label)' in scope" }
  static func guardFallsThrough() -> String {
    "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope"
  }
  static func notSequence(_ type: SwiftType) -> String { "for-in loop requires '\(type)' to conform to 'Sequence'" }
  static func expressionsAtTopLevel() -> String { "expressions are not allowed at the top level" }
  static func statementsAtTopLevel() -> String { "statements are not allowed at the top level" }
  static func switchNotExhaustive() -> String { "switch must be exhaustive" }
  static func returnOutsideFunction() -> String { "return invalid outside of a func" }

  // MARK: Declarations
  static func classHasNoInitializers(_ name: String) -> String { "class '\(name)' has no initializers" }
  static func storedPropertyPreventsInit(_ name: String) -> String {
    "stored property '\(name)' without initial value prevents synthesized initializers"
  }
  static func structHasNoInitializers(_ name: String) -> String { "struct '\(name)' has no initializers" }
  static func protocolPropertyNeedsAccessors() -> String {
    "property in protocol must have explicit { get } or { get set } specifier"
  }
  static func opaqueReturnsMismatch(_ proto: String) -> String {
    "function declares an opaque return type 'some \(proto)', but the return statements in its body do not have matching underlying types"
  }
  static func opaqueReturnHasType(_ t: SwiftType) -> String { "return statement has underlying type '\(t)'" }
  static func opaqueReturnRequiresConformance(_ owner: String, _ t: SwiftType, _ proto: String) -> String {
    "return type of \(owner) requires that '\(t)' conform to '\(proto)'"
  }
  static func opaqueReturnDeclaredHere() -> String { "opaque return type declared here" }
  /// `any Int`, `any T`: `any` makes an existential of a protocol only.
  static func anyHasNoEffect(_ t: SwiftType) -> String {
    if case .genericParameter = t { return "'any' has no effect on type parameter '\(t)'" }
    return "'any' has no effect on concrete type '\(t)'"
  }
  static func nonProtocolInComposition(_ t: SwiftType) -> String {
    "non-protocol, non-class type '\(t)' cannot be used within a protocol-constrained type"
  }
  static func candidateWouldMatchIfConformed(_ t: SwiftType, _ proto: String) -> String {
    "candidate would match if '\(t)' conformed to '\(proto)'"
  }
  static func protocolExtensionWithInheritance(_ proto: String) -> String {
    "extension of protocol '\(proto)' cannot have an inheritance clause"
  }
  static func doesNotConform(_ type: String, _ proto: String) -> String {
    "type '\(type)' does not conform to protocol '\(proto)'"
  }
  static func protocolRequires(_ kind: String, _ name: String, _ type: SwiftType) -> String {
    protocolRequires(kind, name, typeText: type.description)
  }
  static func protocolRequires(_ kind: String, _ name: String, typeText: String) -> String {
    "protocol requires \(kind) '\(name)' with type '\(typeText)'"
  }
  static func overrideRequiresKeyword() -> String { "overriding declaration requires an 'override' keyword" }
  static func overriddenDeclarationHere() -> String { "overridden declaration is here" }
  static func rawTypeNotLiteral(_ t: SwiftType) -> String {
    "raw type '\(t)' is not expressible by a string, integer, or floating-point literal"
  }
  static func explicitRawValuesRequired() -> String {
    "enum cases require explicit raw values when the raw type is not expressible by integer or string literal"
  }
  static func cannotConvertToRawType(_ from: SwiftType, _ raw: SwiftType) -> String {
    "cannot convert value of type '\(from)' to raw type '\(raw)'"
  }
  static func cannotConvertNilToRawType(_ raw: SwiftType) -> String { "cannot convert 'nil' to raw type '\(raw)'" }
  static func specifyRawType() -> String { "did you mean to specify a raw type on the enum declaration?" }
  static func rawValueAfterNonInteger() -> String {
    "enum case must declare a raw value when the preceding raw value is not an integer"
  }
  static func rawRepresentableNotSynthesized(_ name: String, _ raw: SwiftType) -> String {
    "'\(name)' declares raw type '\(raw)', but does not conform to RawRepresentable and conformance could not be synthesized"
  }
  static func throwingOverrideOfNonThrowing(_ kind: String) -> String {
    "cannot override non-throwing \(kind) with throwing \(kind)"
  }
  static func overridesNothing(_ kind: String) -> String { "\(kind) does not override any \(kind) from its superclass" }
  static func overridesFinal(_ kind: String) -> String { "\(kind) overrides a 'final' \(kind)" }
  static func inheritanceFromFinal(_ name: String) -> String { "inheritance from a final class '\(name)'" }
  static func inheritsFromItself(_ name: String) -> String { "'\(name)' inherits from itself" }
  static func nonClassInheritance(_ kind: String, _ name: String, _ base: String) -> String {
    "non-class type '\(name)' cannot inherit from class '\(base)'"
  }
  static func inheritanceFromNonProtocol(_ name: String, _ type: String) -> String {
    "inheritance from non-protocol type '\(type)'"
  }
  static func multipleInheritance(_ name: String, _ a: String, _ b: String) -> String {
    "class '\(name)' cannot inherit from both '\(a)' and '\(b)'"
  }
  static func superclassMustBeFirst(_ name: String) -> String {
    "superclass '\(name)' must appear first in the inheritance clause"
  }
  static func mutatingOutsideType() -> String { "'mutating' is only valid on methods" }
  static func mutatingOnClass() -> String { "'mutating' is not valid on instance methods in classes" }
  static func overridesStatic(_ kind: String) -> String { "cannot override static \(kind)" }
  static func overrideStoredProperty(_ name: String) -> String { "cannot override with a stored property '\(name)'" }
  static func initInProtocolExtension() -> String { "initializers are not supported in extensions of protocols" }
  static func selfInitNotCalled() -> String { "'self.init' isn't called on all paths before returning from initializer" }
  static func selfUsedBeforeSelfInit() -> String { "'self' used before 'self.init' call or assignment to 'self'" }
  static func superInitNotCalled() -> String { "'super.init' isn't called on all paths before returning from initializer" }
  static func nonSubclassSuperInit() -> String { "'super' members cannot be referenced in a root class" }
  static func memberMustBePublic(_ kind: String, _ name: String, _ level: AccessLevel, _ proto: String) -> String {
    "\(kind) '\(name)' must be declared \(level) because it matches a requirement in \(level) protocol '\(proto)'"
  }
  static func extensionStoredProperty() -> String { "extensions must not contain stored properties" }
  static func enumStoredProperty() -> String { "enums must not contain stored properties" }
  static func staticStoredPropertyInGenericType() -> String { "static stored properties not supported in generic types" }
  static func accessModifierInProtocol(_ access: AccessLevel) -> String {
    "'\(access)' modifier cannot be used in protocols"
  }
  static func protocolRequirementsShareAccess() -> String {
    "protocol requirements implicitly have the same access as the protocol itself"
  }
  static func openNotClass() -> String { "only classes and overridable class members can be declared 'open'; use 'public'" }
  static func cannotInheritOutsideModule(_ name: String) -> String {
    "cannot inherit from non-open class '\(name)' outside of its defining module"
  }
  static func cannotOverrideOutsideModule(_ kind: String) -> String {
    "overriding non-open \(kind) outside of its defining module"
  }

  // MARK: Flow (after type checking; swiftc reports these when compiling)
  static func missingReturn(_ kind: String, _ type: SwiftType) -> String {
    "missing return in \(kind) expected to return '\(type)'"
  }
  static func missingNeverCall(_ kind: String, _ type: SwiftType) -> String {
    "\(kind) with uninhabited return type '\(type)' is missing call to another never-returning function on all paths"
  }
  static func usedBeforeInitialized(_ isLet: Bool, _ name: String) -> String {
    "\(isLet ? "constant" : "variable") '\(name)' used before being initialized"
  }
  static func passedBeforeInitialized(_ isLet: Bool, _ name: String) -> String {
    "\(isLet ? "constant" : "variable") '\(name)' passed by reference before being initialized"
  }
  static func letInitializedTwice(_ name: String) -> String { "immutable value '\(name)' may only be initialized once" }
  static func attributeOnlyInParameterPosition(_ name: String) -> String {
    name == "escaping" ? "'@escaping' may only be used in function parameter position" : "'@\(name)' may only be used on parameters"
  }

  static func attributeOnlyOnFunctionTypes(_ name: String) -> String {
    "'@\(name)' only applies to function types"
  }

  static func escapingOnOptionalClosure() -> String {
    "closure is already escaping in optional type argument"
  }

  static func autoclosureTakesNoArguments() -> String {
    "argument type of '@autoclosure' parameter must be '()'"
  }

  static func escapingClosureCapturesMutatingSelf() -> String {
    "escaping closure captures mutating 'self' parameter"
  }

  static func nonEscapingParameterEscapes(_ name: String, _ how: String) -> String {
    switch how {
    case "assign": "assigning non-escaping parameter '\(name)' to an '@escaping' closure"
    case "pass": "passing non-escaping parameter '\(name)' to function expecting an '@escaping' closure"
    default: "using non-escaping parameter '\(name)' in a context expecting an '@escaping' closure"
    }
  }

  static func escapingClosureCapturesNonEscaping(_ name: String) -> String {
    "escaping closure captures non-escaping parameter '\(name)'"
  }

  static func parameterImplicitlyNonEscaping(_ name: String) -> String {
    "parameter '\(name)' is implicitly non-escaping"
  }

  static func operatorRedeclared() -> String { "operator redeclared" }
  static func nonClassConformsToClassProtocol(_ type: String, _ proto: String) -> String {
    "non-class type '\(type)' cannot conform to class protocol '\(proto)'"
  }
  static func previousOperatorDeclaration() -> String { "previous operator declaration here" }
  static func unknownPrecedenceGroup(_ name: String) -> String { "unknown precedence group '\(name)'" }
  static func precedenceGroupRedeclared() -> String { "precedence group redeclared" }
  static func previousPrecedenceGroup() -> String { "previous precedence group declaration here" }
  static func precedenceGroupDeclaredHere() -> String { "precedence group declared here" }
  static func precedenceGroupCycle(_ relation: String) -> String { "cycle in '\(relation)' relation" }
  static func lowerThanGroupInSameModule() -> String {
    "precedence group cannot be given lower precedence than group in same module; make the other precedence group higher than this one instead"
  }
  static func unorderedPrecedenceGroups(_ a: String, _ b: String) -> String {
    "adjacent operators are in unordered precedence groups '\(a)' and '\(b)'"
  }
  static func operatorWithoutDeclaration() -> String { "operator implementation without matching operator declaration" }

  static func unlabeledParameterAfterVariadic() -> String {
    "a parameter following a variadic parameter requires a label"
  }

  static func escapingClosureCapturesInOut(_ name: String) -> String {
    "escaping closure captures 'inout' parameter '\(name)'"
  }
  static func parameterDeclaredInOut(_ name: String) -> String { "parameter '\(name)' is declared 'inout'" }
  static func capturedHere() -> String { "captured here" }
  static func inoutArgumentsAlias() -> String { "inout arguments are not allowed to alias each other" }
  static func previousAliasingArgument() -> String { "previous aliasing argument" }
  static func overlappingAccesses(_ name: String) -> String {
    "overlapping accesses to '\(name)', but modification requires exclusive access; consider copying to a local variable"
  }
  static func conflictingAccessHere() -> String { "conflicting access is here" }
  static func missingSubscriptArgument() -> String { "missing argument for parameter #1 in subscript" }
  static func extraSubscriptArgument() -> String { "extra argument in subscript" }
  static func letWithObservers() -> String { "'let' declarations cannot be observing properties" }
  static func assigningVariableToItself() -> String { "assigning a variable to itself" }
  static func assigningPropertyToItself() -> String { "assigning a property to itself" }
  static func initialValueAlreadyProvided() -> String { "initial value already provided in 'let' declaration" }
  static func initReturnsWithoutInitializing() -> String {
    "return from initializer without initializing all stored properties"
  }
  static func propertyNotInitialized(_ name: String) -> String { "'self.\(name)' not initialized" }
  static func selfUsedBeforeInit() -> String { "'self' used before all stored properties are initialized" }
  /// What a use of `self` before `super.init` is.
  enum SelfUse {
    case propertyAccess(String)
    case methodCall(String)
  }
  static func selfUsedBeforeSuperInit(_ use: SelfUse) -> String {
    switch use {
    case .propertyAccess(let name): "'self' used in property access '\(name)' before 'super.init' call"
    case .methodCall(let name): "'self' used in method call '\(name)' before 'super.init' call"
    }
  }
  static func propertyNotInitializedAtSuperInit(_ name: String) -> String {
    "property 'self.\(name)' not initialized at super.init call"
  }
  static func arithmeticOverflow(_ l: String, _ op: String, _ r: String, _ type: String = "on type 'Int'") -> String {
    "arithmetic operation '\(l) \(op) \(r)' (\(type)) results in an overflow"
  }
  static func divisionByZero() -> String { "division by zero" }
  static func divisionOverflow(_ l: String, _ op: String, _ r: String) -> String {
    "division '\(l) \(op) \(r)' results in an overflow"
  }
  static func conversionOverflow(_ text: String, _ type: String) -> String {
    "invalid conversion: '\(text)' overflows '\(type)'"
  }

  // MARK: More, by area
  static func requiresConformance(_ kind: String, _ name: String, _ t: SwiftType, _ proto: String) -> String {
    "\(kind) '\(name)' requires that '\(t)' conform to '\(proto)'"
  }
  /// `what` names the member (`referencing instance method 'sorted()' on 'Sequence'`).
  static func requiresConformanceSentence(_ what: String, _ t: SwiftType, _ proto: String) -> String {
    "\(what) requires that '\(t)' conform to '\(proto)'"
  }
  static func requirementSpecified(_ t: SwiftType, _ proto: String) -> String {
    "requirement specified as '\(t)' : '\(proto)'"
  }
  static func conditionalConformanceRequirement(_ t: SwiftType, _ proto: String) -> String {
    "requirement from conditional conformance of '\(t)' to '\(proto)'"
  }
  static func conditionalConformanceDoesNotImply(_ t: SwiftType, _ proto: String, _ inherited: String) -> String {
    "conditional conformance of type '\(t)' to protocol '\(proto)' does not imply conformance to inherited protocol '\(inherited)'"
  }
  static func stateConformanceWithBounds(_ bounds: String, _ requirements: String) -> String {
    "did you mean to explicitly state the conformance with \(bounds) bounds using 'where \(requirements)'?"
  }
  static func stateConformanceWithDifferentBounds() -> String {
    "did you mean to explicitly state the conformance with different bounds?"
  }
  static func whereGenericIs(_ name: String, _ t: SwiftType) -> String { "where '\(name)' = '\(t)'" }
  static func protocolTypeCannotConform(_ t: SwiftType, _ proto: String) -> String {
    "type '\(t)' cannot conform to '\(proto)'"
  }
  static func onlyConcreteTypesConform() -> String {
    "only concrete types such as structs, enums and classes can conform to protocols"
  }
  static func requiredBy(_ kind: String, _ name: String, _ parameter: String, _ t: SwiftType) -> String {
    "required by \(kind) '\(name)' where '\(parameter)' = '\(t)'"
  }
  static func requiresSameType(_ kind: String, _ name: String, _ a: SwiftType, _ b: SwiftType) -> String {
    "\(kind) '\(name)' requires the types '\(a)' and '\(b)' be equivalent"
  }
  /// `referencing instance method 'same()' on 'Box' requires the types 'Int' and
  /// 'String' be equivalent` (`what` names the member as swiftc does).
  static func requiresSameTypeUse(_ what: String, _ a: SwiftType, _ b: SwiftType) -> String {
    "\(what) requires the types '\(a)' and '\(b)' be equivalent"
  }
  /// `where 'A' = 'Int', 'B' = 'String'` (`bindings` already quoted).
  static func whereGenericArguments(_ bindings: String) -> String { "where \(bindings)" }
  static func requiresInheritance(_ kind: String, _ name: String, _ t: SwiftType, _ cls: String) -> String {
    "\(kind) '\(name)' requires that '\(t)' inherit from '\(cls)'"
  }
  static func incorrectLabelsForCandidate(_ have: String, _ expected: String) -> String {
    "incorrect labels for candidate (have: '\(have)', expected: '\(expected)')"
  }
  static func nilNotCompatibleAtPosition(_ t: SwiftType, _ position: Int) -> String {
    "'nil' is not compatible with expected argument type '\(t)' at position #\(position)"
  }
  static func candidateExpects(_ t: SwiftType, _ position: Int, _ got: SwiftType) -> String {
    "candidate expects value of type '\(t)' for parameter #\(position) (got '\(got)')"
  }
  static func missingArgumentLabels(_ labels: [String]) -> String {
    "missing argument label\(labels.count > 1 ? "s" : "") '\(labels.map { $0 + ":" }.joined())' in call"
  }
  static func extraneousArgumentLabels(_ labels: [String]) -> String {
    "extraneous argument label\(labels.count > 1 ? "s" : "") '\(labels.map { $0 + ":" }.joined())' in call"
  }
  static func partiallyMatchingOverloads(_ op: String, _ lists: [String]) -> String {
    "overloads for '\(op)' exist with these partially matching parameter lists: \(lists.joined(separator: ", "))"
  }
  static func redundantConformance(_ type: String, _ proto: String) -> String {
    "redundant conformance of '\(type)' to protocol '\(proto)'"
  }
  static func conformanceStatedInTypeModule(_ type: String, _ proto: String, _ module: String) -> String {
    "conformance of '\(type)' to protocol '\(proto)' was already stated in the type's module '\(module)'"
  }
  static func declaresConformanceHere(_ type: String, _ proto: String) -> String {
    "'\(type)' declares conformance to protocol '\(proto)' here"
  }
  static func candidateNotSettable() -> String { "candidate is not settable, but protocol requires it" }
  static func candidateNonMatchingType(_ t: SwiftType) -> String { candidateNonMatchingType(typeText: t.description) }
  static func candidateNonMatchingType(typeText: String) -> String { "candidate has non-matching type '\(typeText)'" }
  static func candidateIsMutating() -> String { "candidate is marked 'mutating' but protocol does not allow it" }
  static func addStubs() -> String { "add stubs for conformance" }
  static func storedPropertyPreventsSynthesis(_ t: SwiftType, _ type: String, _ proto: String = "Equatable") -> String {
    "stored property type '\(t)' does not conform to protocol '\(proto)', preventing synthesized conformance of '\(type)' to '\(proto)'"
  }
  static func associatedValuePreventsSynthesis(_ t: SwiftType, _ type: String, _ proto: String) -> String {
    "associated value type '\(t)' does not conform to protocol '\(proto)', preventing synthesized conformance of '\(type)' to '\(proto)'"
  }
  static func deinitOutsideClass() -> String {
    "deinitializers may only be declared within a class, actor, or noncopyable type"
  }
  static func enumCaseOutsideEnum() -> String { "enum 'case' is not allowed outside of an enum" }
  static func accessorRequirementOutsideProtocol() -> String { "expected get or set in a protocol property" }
  static func letComputed() -> String { "'let' declarations cannot be computed properties" }
  static func constraintNotProtocol(_ name: String, _ t: SwiftType) -> String {
    "type '\(name)' constrained to non-protocol, non-class type '\(t)'"
  }
  static func expressionTooDeep() -> String { "expression is too deeply nested" }
  static func discardOutsideAssignment() -> String {
    "'_' can only appear in a pattern or on the left side of an assignment"
  }
  static func bareSuper() -> String { "expected '.' or '[' after 'super'" }
  static func noSubscripts(_ t: SwiftType) -> String { "value of type '\(t)' has no subscripts" }
  static func subscriptOutsideType() -> String { "'subscript' functions may only be declared within a type" }
  static func inoutSubscriptParameter() -> String { "'inout' may only be used on function or initializer parameters" }
  static func observerInSubscript(_ k: AccessorKind) -> String { "'\(k.rawValue)' is not allowed in subscripts" }
  static func subscriptGetOnly() -> String { "subscript is get-only" }
  static func requiresStrideable(method: String, on range: SwiftType, _ bound: SwiftType,
                                 _ proto: String = "Strideable") -> String {
    let generic = range.description.prefix { $0 != "<" }
    return "referencing instance method '\(method)' on '\(generic)' requires that '\(bound)' conform to '\(proto)'"
  }
  static func sequenceRequiresStrideable(_ bound: SwiftType, _ proto: String = "Strideable") -> String {
    "protocol 'Sequence' requires that '\(bound)' conform to '\(proto)'"
  }
  static func stringSubscriptByInt() -> String {
    "'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead."
  }
  static func definedHere(_ isLet: Bool) -> String { "\(isLet ? "constant" : "variable") defined here" }
  static func structNotInitializedBeforeMember(_ name: String) -> String {
    "struct '\(name)' must be completely initialized before a member is stored to"
  }
  static func moduleUsedAsValue() -> String { "expected module member name after module name" }
  static func moduleHasNoMember(_ module: String, _ name: String) -> String {
    "module '\(module)' has no member named '\(name)'"
  }
  static func noTypeInModule(_ name: String, _ module: String) -> String { "no type named '\(name)' in module '\(module)'" }
  static func initializerOverridesNothing() -> String {
    "initializer does not override a designated initializer from its superclass"
  }
  static func propertyOverrideType(_ name: String, _ t: SwiftType, _ base: SwiftType) -> String {
    "property '\(name)' with type '\(t)' cannot override a property with type '\(base)'"
  }
  static func accessInLocalScope(_ access: AccessLevel) -> String {
    "attribute '\(access)' can only be used in a non-local scope"
  }
  static func onlyAtFileScope() -> String { "declaration is only valid at file scope" }
  static func continueToSwitch() -> String { "'continue' cannot be used with a 'switch' label" }
  static func returnValueInInitializer() -> String { "'nil' is the only return value permitted in an initializer" }
  static func onlyFailableReturnsNil() -> String { "only a failable initializer can return 'nil'" }
  static func makeFailable(_ name: String) -> String { "use 'init?' to make the initializer '\(name)' failable" }
  static func designatedCannotDelegate(_ cls: String) -> String {
    "designated initializer for '\(cls)' cannot delegate (with 'self.init'); did you mean this to be a convenience initializer?"
  }
  static func delegationOccursHere() -> String { "delegation occurs here" }
  static func convenienceMustDelegate(_ cls: String) -> String {
    "convenience initializer for '\(cls)' must delegate (with 'self.init') rather than chaining to a superclass initializer (with 'super.init')"
  }
  static func nonFailableDelegatesToFailable(_ name: String) -> String {
    "a non-failable initializer cannot delegate to failable initializer '\(name)' written with 'init?'"
  }
  static func forceFailingResult() -> String { "force potentially-failing result with '!'" }
  static func propagateFailure() -> String { "propagate the failure with 'init?'" }
  static func convenienceInStruct(_ kind: String) -> String { "initializers in \(kind) are not marked with 'convenience'" }
  static func requiredInNonClass(_ type: String) -> String { "'required' initializer in non-class type '\(type)'" }
  static func requiredMustBeProvided(_ name: String, _ cls: String) -> String {
    "'required' initializer '\(name)' must be provided by subclass of '\(cls)'"
  }
  static func requiredDeclaredHere() -> String { "'required' initializer is declared in superclass here" }
  static func requiredOnAllOverrides() -> String {
    "'required' modifier must be present on all overrides of a required initializer"
  }
  static func useRequiredToOverrideRequired() -> String { "use the 'required' modifier to override a required initializer" }
  static func overrideImpliedByRequired() -> String { "'override' is implied when overriding a required initializer" }
  static func overriddenRequiredHere() -> String { "overridden required initializer is here" }
  static func attemptToOverrideConvenience() -> String { "attempt to override convenience initializer here" }
  static func nonFailableRequirementByFailable(_ name: String) -> String {
    "non-failable initializer requirement '\(name)' cannot be satisfied by a failable initializer ('init?')"
  }
  static func initRequirementNeedsRequired(_ name: String, _ cls: String) -> String {
    "initializer requirement '\(name)' can only be satisfied by a 'required' initializer in non-final class '\(cls)'"
  }
  static func addReturnType() -> String { "did you mean to add a return type?" }
  static func addMissingCase(_ c: String) -> String { "add missing case: '\(c)'" }
  static func addMissingCases() -> String { "add missing cases" }
  static func defaultNeverExecuted() -> String { "default will never be executed" }
  static func caseAlreadyHandled() -> String { "case is already handled by previous patterns; consider removing it" }
  static func addDefaultClause() -> String { "add a default clause" }
  static func conflictingGenericArguments(_ name: String, _ a: SwiftType, _ b: SwiftType) -> String {
    "conflicting arguments to generic parameter '\(name)' ('\(a)' vs. '\(b)')"
  }
  static func requiresEquivalentTypes(_ name: String, _ a: SwiftType, _ b: SwiftType) -> String {
    "'\(name)' requires the types '\(a)' and '\(b)' be equivalent"
  }
  static func requirementSpecifiedAs(_ t: SwiftType, _ proto: String) -> String {
    "requirement specified as '\(t)' : '\(proto)'"
  }
  static func requirementSpecifiedAs(_ a: String, _ b: String, _ bindings: [String]) -> String {
    "requirement specified as '\(a)' == '\(b)' [with \(bindings.joined(separator: "; "))]"
  }
  static func equivalentGenericParameters(_ a: String, _ b: String) -> String {
    "same-type requirement makes generic parameters '\(a)' and '\(b)' equivalent" + errorInSwift6
  }
  static func neverNil(_ t: SwiftType) -> String {
    "type '\(t)' is not optional, value can never be nil; this is an error in the Swift 6 language mode"
  }
  static func patternMatchRequiresEquatable(_ t: SwiftType) -> String {
    "operator function '~=' requires that '\(t)' conform to 'Equatable'"
  }
  static func propertyWrapperWithoutWrappedValue(_ name: String) -> String {
    "property wrapper type '\(name)' does not contain a non-static property named 'wrappedValue'"
  }
  static func propertyWrapperOnLet() -> String { "property wrapper can only be applied to a 'var'" }
  static func propertyWrapperOnSeveralVariables() -> String { "property wrapper can only apply to a single variable" }
  static func patternTypeMismatch(_ t: SwiftType, _ subject: SwiftType) -> String {
    "expression pattern of type '\(t)' cannot match values of type '\(subject)'"
  }

  // MARK: Tuples and patterns
  static func singleElementTupleLabel() -> String { "cannot create a single-element tuple with an element label" }
  static func tuplePatternNonTupleForIn(_ type: SwiftType) -> String {
    "tuple pattern cannot match values of non-tuple type '\(type)'"
  }
  static func patternCannotMatch(_ type: SwiftType) -> String { "pattern cannot match values of type '\(type)'" }
  static func patternOfTypeCannotMatch(_ pattern: String, _ type: SwiftType) -> String {
    "pattern of type '\(pattern)' cannot match '\(type)'"
  }
  static func optionalPatternNonOptional(_ type: SwiftType) -> String {
    "'?' pattern cannot match values of type '\(type)'"
  }
  static func tupleHasNoMember(_ type: SwiftType, _ name: String) -> String {
    "value of tuple type '\(type)' has no member '\(name)'"
  }
  static func cannotConvertSpecifiedText(_ from: String, _ to: String) -> String {
    "cannot convert value of type '\(from)' to specified type '\(to)'"
  }
  static func tupleCountMismatch(_ from: SwiftType, _ to: String) -> String {
    "'\(from)' is not convertible to '\(to)', tuples have a different number of elements"
  }
  static func tuplePatternWrongLength(_ type: SwiftType) -> String {
    "tuple pattern has the wrong length for tuple type '\(type)'"
  }
  static func tuplePatternNonTuple(_ type: SwiftType) -> String {
    "tuple pattern cannot match values of the non-tuple type '\(type)'"
  }
  static func mustBeBoundInEveryPattern(_ name: String) -> String { "'\(name)' must be bound in every pattern" }
  static func patternVariableTypeMismatch(_ type: SwiftType, _ expected: SwiftType) -> String {
    "pattern variable bound to type '\(type)', expected type '\(expected)'"
  }

  // MARK: Enum cases
  static func rawValueNotUnique() -> String { "raw value for enum case is not unique" }
  static func rawValuePreviouslyUsed() -> String { "raw value previously used here" }
  static func rawValueAutoIncremented() -> String { "raw value auto-incremented from here" }
  static func rawValueCountedFromZero() -> String { "raw value implicitly auto-incremented from zero" }

  // MARK: Recursive value types
  static func recursiveValueType(_ name: String) -> String {
    "value type '\(name)' cannot have a stored property that recursively contains it"
  }
  static func recursiveEnumNotIndirect(_ name: String) -> String { "recursive enum '\(name)' is not marked 'indirect'" }
  static func recursiveCaseHere() -> String { "recursive case here" }

  // MARK: Casts the types decide (StaticCastOutcomes.swift)
  static func isTestAlwaysTrue() -> String { "'is' test is always true" }
  static func conditionalCastAlwaysSucceeds(_ from: SwiftType, _ to: SwiftType) -> String {
    "conditional cast from '\(from)' to '\(to)' always succeeds"
  }
  static func forcedCastAlwaysSucceeds(_ from: SwiftType, _ to: SwiftType) -> String {
    "forced cast from '\(from)' to '\(to)' always succeeds; did you mean to use 'as'?"
  }
  static func forcedCastToSameType(_ type: SwiftType) -> String { "forced cast of '\(type)' to same type has no effect" }
  static func castAlwaysFails(_ from: SwiftType, _ to: SwiftType) -> String { castAlwaysFails(from.description, to) }
  /// (The type as the source spells it: `Optional<Int>` for `Optional<Int>.none`.)
  static func castAlwaysFails(_ from: String, _ to: SwiftType) -> String {
    "cast from '\(from)' to unrelated type '\(to)' always fails"
  }
  static func literalCastAlwaysFails(_ from: SwiftType, _ to: SwiftType) -> String {
    "cast from literal of inferred type '\(from)' to unrelated type '\(to)' always fails; consider using 'as' coercion"
  }

  // MARK: Casts from an optional whose value converts (Casts.swift)
  /// (The cast warnings' types as the source spells them: `Optional<Int>` for
  /// `Optional<Int>.none`, StaticCastOutcomes.swift's `castSourceName`.)
  static func forcedCastOnlyUnwraps(_ from: String, _ to: SwiftType, levels: Int) -> String {
    "forced cast from '\(from)' to '\(to)' only unwraps optionals; did you mean to use '\(String(repeating: "!", count: levels))'?"
  }
  static func conditionalCastDoesNothing(_ from: String, _ to: SwiftType) -> String {
    "conditional downcast from '\(from)' to '\(to)' does nothing"
  }
  static func conditionalCastIsConversion(_ from: String, _ to: SwiftType) -> String {
    "conditional downcast from '\(from)' to '\(to)' is equivalent to an implicit conversion to an optional '\(to)'"
  }
  static func optionalIsCheckIsNilCheck(_ from: String, _ to: SwiftType) -> String {
    "checking a value with optional type '\(from)' against type '\(to)' succeeds whenever the value is non-nil; did you mean to use '!= nil'?"
  }

  // MARK: Declarations without a body
  static func functionNeedsBody() -> String { "expected '{' in body of function declaration" }
  static func initializerNeedsBody() -> String { "initializer requires a body" }

  // MARK: Not supported yet
  static func notSupported(_ what: String) -> String { "\(what) is not supported yet by miniswiftc" }
  static func keyPathRootUnknown() -> String {
    "cannot infer key path type from context; consider explicitly specifying a root type"
  }
  static func keyPathRootMismatch(_ root: SwiftType, _ base: SwiftType) -> String {
    "key path with root type '\(root)' cannot be applied to a base of type '\(base)'"
  }
  static func readOnlyKeyPath(_ name: String) -> String { "'\(name)' is a read-only key path" }
  static func keyPathIsReadOnly() -> String { "key path is read-only" }
  static func resultBuilderWithoutBuildBlock() -> String {
    "result builder must provide at least one static 'buildBlock' method, or both 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)'"
  }
  static func resultBuilderControlFlow(_ builder: String) -> String {
    "closure containing control flow statement cannot be used with result builder '\(builder)'"
  }
  /// `methods`: `'buildArray(_:)'`; `what`: `'for'..'in' loops`.
  static func resultBuilderAddMethods(_ methods: String, _ builder: String, _ what: String) -> String {
    "add \(methods) to the result builder '\(builder)' to add support for \(what)"
  }
  static func notAClassInstance(_ t: SwiftType) -> String {
    "value of type '\(t)' expected to be instance of class or class-constrained type"
  }
  static func structDeclaredHere(_ name: String) -> String { "struct '\(name)' declared here" }
  static func ownershipNotClass(_ ownership: String, _ t: SwiftType) -> String {
    "'\(ownership)' may only be applied to class and class-bound protocol types, not '\(t)'"
  }
  static func implicitlyUnwrappedNotAllowedHere() -> String { "using '!' is not allowed here" }
  static func useQuestionMarkInstead() -> String { "use '?' instead" }
  static func weakNotOptional(_ t: SwiftType) -> String { "'weak' variable should have optional type '\(t)?'" }

  static func propertyWrapperInTopLevelCode() -> String { "property wrappers are not yet supported in top-level code" }

  // Availability.swift
  static let availableAndUnavailableTogether = "#available and #unavailable cannot be in the same statement"
  static let wildcardImplicitInUnavailable = "platform wildcard '*' is always implicit in #unavailable"
  static let wildcardConditionRequired = "condition required for target platform '*'"
  static let mustHandleFuturePlatforms = "must handle potential future platforms with '*'"
}

extension SemaDiagnostics {
  /// `kind`: "struct", "class".
  static func noSynthesis(_ proto: String, for kind: String) -> String {
    "automatic synthesis of '\(proto)' is not supported for \(kind) declarations"
  }
  static func rawTypePreventsSynthesis(_ raw: SwiftType, _ type: String, _ proto: String) -> String {
    "enum declares raw type '\(raw)', preventing synthesized conformance of '\(type)' to '\(proto)'"
  }
}
