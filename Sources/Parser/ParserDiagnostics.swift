import AST

/// Every message the parser reports, in one place, worded as swiftc words them
/// (`swiftc -parse file.swift` is the reference). Messages that take a value are
/// functions; the rest are constants.
enum ParserDiagnostics {
  // MARK: Declarations
  static let expectedDeclaration = "expected declaration"
  static let declarationOnlyAtFileScope = "declaration is only valid at file scope"
  static let operatorOnlyAtFileScope = "'operator' may only be declared at file scope"
  static let expectedOperatorName = "expected operator name in operator declaration"
  static let operatorWithoutFixity = "operator must be declared as 'prefix', 'postfix', or 'infix'"
  static let expectedPrecedenceGroupName = "expected precedence group name after ':' in operator declaration"
  static let expectedLeftBraceAfterPrecedenceGroupName = "expected '{' after name of precedence group"
  static let expectedPrecedenceGroupAttribute = "expected operator attribute identifier in precedence group body"
  static func invalidPrecedenceGroupAttribute(_ name: String) -> String {
    "'\(name)' is not a valid precedence group attribute"
  }
  static func precedenceGroupAttributeRepeated(_ name: String) -> String {
    "'\(name)' attribute for precedence group declared multiple times"
  }
  static let expectedColonInPrecedenceGroup = "expected colon after attribute name in precedence group"
  static let expectedAssociativity = "expected 'none', 'left', or 'right' after 'associativity'"
  static let expectedAssignmentValue = "expected 'true' or 'false' after 'assignment'"
  static func expectedRelatedPrecedenceGroup(_ relation: String) -> String {
    "expected name of related precedence group after '\(relation)'"
  }
  static let expectedRightBraceInPrecedenceGroup = "expected '}' to end precedence group"
  static let precedenceGroupOnNonInfix = "only infix operators may declare a precedence"
  static func typeMemberOutsideType(static isStatic: Bool, property: Bool) -> String {
    "\(isStatic ? "static" : "class") \(property ? "properties" : "methods") may only be declared on a type"
  }
  static let consecutiveDeclarations = "consecutive declarations on a line must be separated by ';'"
  static let consecutiveStatements = "consecutive statements on a line must be separated by ';'"
  static let extraneousBraceAtTopLevel = "extraneous '}' at top level"
  static func expectedRightBrace(in what: String) -> String { "expected '}' in \(what)" }
  static func expectedLeftBrace(in what: String) -> String { "expected '{' in \(what)" }
  static let expectedRightBraceAtEndOfBrace = "expected '}' at end of brace statement"
  static let toMatchThisOpeningBrace = "to match this opening '{'"
  static let toMatchThisOpeningParen = "to match this opening '('"
  static let toMatchThisOpeningBracket = "to match this opening '['"
  static func inDeclarationOf(_ name: String) -> String { "in declaration of '\(name)'" }
  static func expectedIdentifier(in what: String) -> String { "expected identifier in \(what)" }
  static func expectedIdentifier(after keyword: String) -> String { "expected identifier after '\(keyword)'" }
  static func keywordAsIdentifier(_ keyword: String) -> String {
    "keyword '\(keyword)' cannot be used as an identifier here"
  }
  static let useBackticksNote = "if this name is unavoidable, use backticks to escape it"
  static let expectedPattern = "expected pattern"
  static let expectedInitialValue = "expected initial value after '='"
  static let expectedLeftParenInParameterList = "expected '(' in argument list of function declaration"
  static let expectedRightParenInParameterList = "expected ')' in parameter"
  static let expectedParameterName = "expected parameter name followed by ':'"
  static let unnamedParameter = "unnamed parameters must be written with the empty name '_'"
  static let expectedColonAfterParameterName = "expected ':' following argument label and parameter name"
  static let expectedExtendedType = "expected type name in extension declaration"
  static func duplicateAccessor(_ kind: AccessorKind) -> String {
    switch kind {
    case .get: "variable already has a getter"
    case .set: "variable already has a setter"
    case .willSet: "variable already has a 'willSet' observer"
    case .didSet: "variable already has a 'didSet' observer"
    case .unsafeMutableAddress: "variable already has a mutable addressor"
    case .unsafeMutablePayloadAddress: "variable already has a mutable payload addressor"
    }
  }
  static let expectedParameterType = "expected parameter type following ':'"
  static let expectedGetterBody = "expected '{' to start getter definition"
  static let expectedSetterBody = "expected '{' to start setter definition"
  static let expectedAccessorName = "expected setter parameter name"
  static let expectedRightParenAfterSetterName = "expected ')' after setter parameter name"
  static let setterWithoutGetter = "variable with a setter must also have a getter"
  static let expectedGetOrSetInProtocol = "expected get or set in a protocol property"
  static let expectedGetSet = "expected 'get', 'set', 'willSet', or 'didSet' keyword to start an accessor definition"
  static let computedPropertyMissingType = "computed property must have an explicit type"
  static let computedPropertyLet = "'let' declarations cannot be computed properties"
  static func expectedSetInModifier(_ modifier: String) -> String {
    "expected 'set' as subject of '\(modifier)' modifier"
  }
  static let duplicateModifier = "duplicate modifier"
  static let expectedRightAngleGenericParams = "expected '>' to complete generic parameter list"
  static let expectedGenericParameterName = "expected an identifier to name generic parameter"
  static let expectedRequirement = "expected '==' or ':' in generic where clause requirement"
  static let expectedEnumCaseName = "expected identifier in enum 'case' declaration"
  static let enumCaseOutsideEnum = "enum 'case' is not allowed outside of an enum"
  static let expectedRawValueLiteral = "raw value for enum case must be a literal"
  static let initializerOutsideType = "initializers may only be declared within a type"
  static let deinitializerOutsideClass = "deinitializers may only be declared within a class, actor, or noncopyable type"
  static let deinitParameters = "no parameter clause allowed on deinitializer"
  /// (Every declaration keyword of Swift is parsed today; exercise 08's start state
  /// refuses `typealias` with it.)
  static func unsupportedDeclaration(_ keyword: String) -> String {
    "'\(keyword)' declarations are not supported yet by miniswiftc"
  }
  static let expectedEqualInTypeAlias = "expected '=' in type alias declaration"
  static let expectedTypeInTypeAlias = "expected type in type alias declaration"
  static func unexpectedSecondIdentifier(in what: String) -> String {
    "found an unexpected second identifier in \(what); is there an accidental break?"
  }
  static func unsupportedStatement(_ keyword: String) -> String {
    "'\(keyword)' statements are not supported yet by miniswiftc"
  }
  static func unsupportedFeature(_ what: String) -> String { "\(what) are not supported yet by miniswiftc" }
  static func notSupportedYet(_ what: String) -> String { "\(what) is not supported yet by miniswiftc" }
  static let asyncMustPrecedeThrows = "'async' must precede 'throws'"
  static let throwsAlreadySpecified = "'throws' has already been specified"
  static let rethrowsOnlyOnFunctions = "only function declarations may be marked 'rethrows'; did you mean 'throws'?"
  static let expectedCatchPattern = "expected pattern"
  static let expectedLeftBraceAfterCatch = "expected '{' after 'catch' pattern"
  static let expectedTypeAfterIs = "expected type"
  static let throwMissingExpression = "expected expression in 'throw' statement"
  static let expectedArrowInSubscript = "expected '->' for subscript element type"
  static let expectedLeftBraceInSubscript = "expected '{' in subscript to specify getter and setter implementation"
  static let attributeExpected = "expected an attribute name"

  // MARK: Statements
  static let expectedLeftBraceAfterIf = "expected '{' after 'if' condition"
  static let expectedLeftBraceAfterElse = "expected '{' or 'if' after 'else'"
  static let expectedElseAfterGuard = "expected 'else' after 'guard' condition"
  static let expectedLeftBraceAfterGuardElse = "expected '{' after 'guard' else"
  static let expectedLeftBraceAfterWhile = "expected '{' after 'while' condition"
  static let expectedWhileAfterRepeat = "expected 'while' after body of 'repeat' statement"
  static let expectedLeftBraceAfterRepeat = "expected '{' after 'repeat'"
  static let expectedLeftBraceAfterDefer = "expected '{' after 'defer'"
  static let expectedInAfterFor = "expected 'in' after for-each pattern"
  static let expectedForEachSequence = "expected Sequence expression for for-each loop"
  static let expectedLeftBraceAfterFor = "expected '{' to start the body of for-each loop"
  static let cStyleFor = "C-style for statement was removed in Swift 3"
  static let expectedLeftBraceAfterSwitch = "expected '{' after 'switch' subject expression"
  static let expectedSwitchSubject = "expected expression in 'switch' statement"
  static let expectedColonAfterCase = "expected ':' after 'case'"
  static let expectedColonAfterDefault = "expected ':' after 'default'"
  static let caseOutsideSwitch = "'case' label can only appear inside a 'switch' statement"
  static let defaultOutsideSwitch = "'default' label can only appear inside a 'switch' statement"
  static let statementOutsideCase = "all statements inside a switch must be covered by a 'case' or 'default'"
  static let emptyCaseBody = "'case' label in a 'switch' must have at least one executable statement"
  static let emptyDefaultBody = "'default' label in a 'switch' must have at least one executable statement"
  static func missingCondition(_ keyword: String) -> String { "missing condition in '\(keyword)' statement" }
  static let expectedCondition = "expected expression, var, or let in 'if' condition"
  static let expectedGuardCondition = "expected expression, var, or let in 'guard' condition"
  static let expectedWhileCondition = "expected expression, var, or let in 'while' condition"
  static let expectedExprInRepeatWhile = "expected expression in 'repeat-while' condition"
  static let conditionPatternNeedsCase = "pattern matching in a condition requires the 'case' keyword"
  static let expectedEqualInConditionalBinding = "expected '=' in conditional binding"
  static let expectedEqualAfterCasePattern = "expected '=' after pattern in 'case' condition"
  static let semicolonStatement = "';' statements are not allowed"
  static let statementBeginsWithClosure = "top-level statement cannot begin with a closure expression"
  static let labeledBlockNeedsDo = "labeled block needs 'do'"
  static let expectedRightBraceInSwitch = "expected '}' at end of 'switch' statement"
  static let labelNotOnLoop = "labels are only valid on loops, if, and switch statements"
  static let returnExprOnNextLine = "expression following 'return' is treated as an argument of the 'return'"

  // MARK: Expressions
  static let expectedExpression = "expected expression"
  static let expectedExpressionInList = "expected expression in list of expressions"
  static let expectedExpressionAfterOperator = "expected expression after operator"
  static let expectedExpressionAfterUnary = "expected expression after unary operator"
  static let expectedExpressionInContainer = "expected expression in container literal"
  static let expectedCommaSeparator = "expected ',' separator"
  static let unexpectedCommaSeparator = "unexpected ',' separator"
  static let expectedRightParenInExprList = "expected ')' in expression list"
  static let expectedRightSquareInExprList = "expected ']' in expression list"
  static let expectedRightSquareInContainer = "expected ']' in container literal expression"
  static let expectedMemberName = "expected member name following '.'"
  static let expectedImplicitMemberName = "expected identifier after '.' expression"
  static let expectedDictionaryValue = "expected value in dictionary literal"
  static let expectedExpressionAfterAssignment = "expected expression in assignment"
  static let expectedExpressionAfterQuestion = "expected expression after '?' in ternary expression"
  static let expectedExpressionAfterColon = "expected expression after '? ... :' in ternary expression"
  static let expectedColonInTernary = "expected ':' after '? ...' in ternary expression"
  static let expectedColonInDictionary = "expected ':' in dictionary literal"
  static let unarySeparatedFromOperand = "unary operator cannot be separated from its operand"
  static let expectedClosureIn = "expected 'in' after the closure signature"
  static let expectedClosureResultType = "expected closure result type after '->'"
  static let expectedRightBraceInClosure = "expected '}' at end of closure"
  static let invalidInterpolation = "expected expression in string interpolation"
  static let anonymousArgumentOutsideClosure = "anonymous closure argument not contained in a closure"
  static let anonymousArgumentWithExplicitParameters =
    "anonymous closure arguments cannot be used inside a closure that has explicit arguments"
  static let nestingLimit = "structure nesting level exceeded maximum of 256"
  static let bindingPatternInExpression = "'let' binding pattern cannot appear in an expression"

  // MARK: Types
  static let expectedType = "expected type"
  static let expectedCaptureName = "expected 'weak', 'unowned', or no specifier in capture list"
  static let expectedRightSquareInCaptureList = "expected ']' at end of capture list"
  static let variadicOutsideParameterList = "variadic parameter cannot appear outside of a function parameter list"
  static let expectedTypeAfterArrow = "expected type for function result"
  static let expectedRightSquareInArrayType = "expected ']' in array type"
  static let expectedRightSquareInDictionaryType = "expected ']' in dictionary type"
  static let expectedRightParenInTuplePattern = "expected ')' at end of tuple pattern"
  static let toMatchThisOpeningAngle = "to match this opening '<'"
  static let functionTypeNeedsParentheses = "single argument function types require parentheses"
  static let expectedRightParenInTupleType = "expected ')' at end of tuple list"
  static let expectedRightAngleInGenericArgs = "expected '>' to complete generic argument list"
}
