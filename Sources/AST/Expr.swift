import Basic

/// An expression. Sema sets `type` on every expression it checks, and replaces the
/// parser's unresolved nodes (`UnresolvedDeclRefExpr`, `UnresolvedDotExpr`,
/// `SequenceExpr`, ...) by resolved ones. After Sema, IRGen sees only resolved nodes;
/// the contract for each is written on the class.
open class Expr: Node {
  public var type: SwiftType?
}

/// An expression around one other, `subExpr` (`(a)`, `&x`, `x!`, an optional chain, a
/// conversion): what it does with the value is the subclass's.
open class WrapperExpr: Expr {
  public var subExpr: Expr

  public init(subExpr: Expr, range: SourceRange, isImplicit: Bool = false) {
    self.subExpr = subExpr
    super.init(range: range, isImplicit: isImplicit)
  }
}

// MARK: - Literals

/// A number as written (swiftc's `NumberLiteralExpr`, the base of its integer and float
/// literals): a `-` written right before a literal belongs to it, as in swiftc, so
/// `-9223372036854775808` is one literal.
open class NumberLiteralExpr: Expr {
  /// The digits as written, prefix and underscores included, without the sign.
  public var text: String
  public var isNegative: Bool

  public init(text: String, isNegative: Bool, range: SourceRange) {
    self.text = text
    self.isNegative = isNegative
    super.init(range: range)
  }
}

/// `42`, `0x1F`, `1_000`, `-5`. Sema sets `value`, and `type` to `.int` or — for an
/// integer literal used as a Double — `.double` (then `value` is still the integer,
/// sign included; IRGen converts it).
public final class IntegerLiteralExpr: NumberLiteralExpr {
  /// The value, set by Sema (checked to fit the type).
  public var value: Int64 = 0
  /// `#line` or `#column` written as a parameter's default value: its value is the
  /// caller's, given by each call (`DefaultArgumentExpr.callerSideValue`).
  public var magicIdentifier: MagicIdentifier?
}

/// `1.5`, `1e10`, `-0.5`. Sema sets `value`.
public final class FloatLiteralExpr: NumberLiteralExpr {
  public var value: Double = 0
}

/// `true`, `false`
public final class BooleanLiteralExpr: Expr {
  public var value: Bool

  public init(value: Bool, range: SourceRange) {
    self.value = value
    super.init(range: range)
  }
}

/// `nil`
public final class NilLiteralExpr: Expr {}

/// `"text"` with escapes decoded.
public final class StringLiteralExpr: Expr {
  public var value: String
  /// `#file`, `#fileID` or `#filePath` written as a parameter's default value: its
  /// value is the caller's, given by each call (`DefaultArgumentExpr.callerSideValue`).
  public var magicIdentifier: MagicIdentifier?

  public init(value: String, range: SourceRange) {
    self.value = value
    super.init(range: range)
  }
}

/// `"a \(b) c"`: literal text and interpolated expressions in order. Sema checks each
/// interpolated expression; after Sema each has type Int, Double, Bool, String or a
/// class (shown as `Module.Class`) — other types are "not supported yet". IRGen converts
/// each to a string and concatenates.
public final class InterpolatedStringLiteralExpr: Expr {
  public enum Segment {
    case literal(String)
    case interpolation(Expr)
  }

  public var segments: [Segment]

  public init(segments: [Segment], range: SourceRange) {
    self.segments = segments
    super.init(range: range)
  }
}

/// `[1, 2, 3]`, `[]`
public final class ArrayExpr: Expr {
  public var elements: [Expr]

  public init(elements: [Expr], range: SourceRange) {
    self.elements = elements
    super.init(range: range)
  }
}

/// `["a": 1]`, `[:]` (parsed; no tier checks it yet).
public final class DictionaryExpr: Expr {
  public var pairs: [(key: Expr, value: Expr)]

  public init(pairs: [(key: Expr, value: Expr)], range: SourceRange) {
    self.pairs = pairs
    super.init(range: range)
  }
}

/// `(a)`: a parenthesised expression. After Sema its type is its sub-expression's.
public final class ParenExpr: WrapperExpr {}

/// `()`, `(a, b)`, `(x: 1, y: 2)`.
public final class TupleExpr: Expr {
  public var elements: [Expr]
  public var labels: [String?]
  /// Where each label was written (`nil` for an unlabelled element); may be empty.
  public var labelLocs: [SourceLoc?] = []

  public init(elements: [Expr], labels: [String?], range: SourceRange) {
    self.elements = elements
    self.labels = labels
    super.init(range: range)
  }
}

// MARK: - Names

/// A name before Sema: `x`, `print`, `Employee`, `self`, an operator in a
/// `SequenceExpr` (`+`). Also `Array<Int>`-style generic arguments.
public final class UnresolvedDeclRefExpr: Expr {
  public var name: String
  public var genericArgs: [TypeRepr]

  public init(name: String, genericArgs: [TypeRepr] = [], range: SourceRange) {
    self.name = name
    self.genericArgs = genericArgs
    super.init(range: range)
  }
}

/// A resolved reference to a variable, parameter (`self` too), function or operator
/// function. For a builtin (`print`, `+` on Int) `decl` is Sema's declaration with
/// `builtin` set. A member used without `self.` is not a `DeclRefExpr` but a
/// `MemberRefExpr` (or `DotSyntaxCallExpr`) whose base is an implicit `DeclRefExpr` of
/// `self` (or an implicit `TypeExpr` for a static member).
public final class DeclRefExpr: Expr {
  public var decl: ValueDecl
  /// A generic function used as a value (`reduce(0, max)`): the generic arguments the
  /// context's function type fixed, one per generic parameter (IRGen makes the value
  /// of that specialization). Empty otherwise; a call's are the `CallExpr`'s.
  public var substitutions: [SwiftType] = []

  public init(decl: ValueDecl, range: SourceRange, isImplicit: Bool = false) {
    self.decl = decl
    super.init(range: range, isImplicit: isImplicit)
  }
}

/// A type used as a value: the `Employee` in `Employee(...)`, the `Int` in `Int.max`.
/// Sema makes it; `type` is `.metatype(instanceType)`. It is the base of a static
/// member (`Config.limit`, `Point.make()`) and of an initializer call; it is a value of
/// its own only as `Int.self` (`isDotSelf`, swiftc's `dot_self_expr`).
public final class TypeExpr: Expr {
  public var typeRepr: TypeRepr?
  public var instanceType: SwiftType
  /// `Point.self`: the metatype value (Sema's `checkDotSelf`, MetatypeValues.swift),
  /// with the range of the type written before `.self`.
  public var dotSelfTypeRange: SourceRange?
  public var isDotSelf: Bool { dotSelfTypeRange != nil }

  public init(instanceType: SwiftType, typeRepr: TypeRepr?, range: SourceRange) {
    self.instanceType = instanceType
    self.typeRepr = typeRepr
    super.init(range: range)
    self.type = .metatype(instanceType)
  }
}

/// `base.name` before Sema.
public final class UnresolvedDotExpr: Expr {
  public var base: Expr
  public var name: String
  public var nameLoc: SourceLoc
  /// `String.init(describing:)`: the argument labels of a compound name (nil for `_`),
  /// nil when only the name is written.
  public var argumentLabels: [String?]?

  public init(base: Expr, name: String, nameLoc: SourceLoc, range: SourceRange) {
    self.base = base
    self.name = name
    self.nameLoc = nameLoc
    super.init(range: range)
  }
}

/// `.name` with the type inferred from context (`.red`, `.circle(radius: 1)`).
public final class UnresolvedMemberExpr: Expr {
  public var name: String

  public init(name: String, range: SourceRange) {
    self.name = name
    super.init(range: range)
  }
}

/// A property read (or, as an assignment's destination, written): `employee.address`,
/// `self.x`, `Config.limit` (a static property: `base` is a `TypeExpr`), `s.count`
/// (a builtin property: `decl` is a `VarDecl` whose getter has `builtin` set).
/// When the base is an existential, the access goes through the witness table; when
/// it is a class instance and the property is overridable, through the vtable.
///
/// After Sema the base's type is the type that declares `decl`: for a property a class
/// inherits, the base is wrapped in a `DerivedToBaseExpr` to the declaring superclass;
/// for `super.x` the base is a `SuperRefExpr` (static dispatch). `decl` is a stored or
/// computed property (`kind`), a protocol requirement (base is an existential), or a
/// builtin (`getter.builtin`). As an assignment's `dest` (or `&` argument, or the left of
/// `+=`) the base chain is an lvalue: Sema has checked it is mutable.
public final class MemberRefExpr: Expr {
  public var base: Expr
  public var decl: VarDecl
  /// Where the member's name was written (swiftc reports errors about it there).
  public var nameLoc: SourceLoc = .invalid

  public init(base: Expr, decl: VarDecl, range: SourceRange) {
    self.base = base
    self.decl = decl
    super.init(range: range)
  }
}

/// `super` (as the base of `super.method()`, `super.init(...)`, `super.property`).
public final class SuperRefExpr: Expr {
  /// The `self` of the enclosing method, set by Sema.
  public weak var selfDecl: ParamDecl?
}

// MARK: - Calls

/// One argument of a call: `label: expr` or just `expr`.
public struct Argument {
  public var label: String?
  public var labelLoc: SourceLoc?
  public var expr: Expr
  /// A closure written after the call's parentheses (`keep { ... }`).
  public var isTrailingClosure = false

  public init(label: String?, labelLoc: SourceLoc?, expr: Expr) {
    self.label = label
    self.labelLoc = labelLoc
    self.expr = expr
  }
}

/// `fn(args)`. After Sema, `fn` is one of:
/// - `DeclRefExpr` of a `FuncDecl`: a call of a global (or builtin) function;
/// - `DotSyntaxCallExpr`: a method call, `base.method(args)`;
/// - `ConstructorRefCallExpr`: an initializer call, `Type(args)`;
/// - `OtherConstructorDeclRefExpr`: `super.init(args)` / `self.init(args)` in an init;
/// - `DeclRefExpr` of an `EnumElementDecl`: a case with associated values built
///   (`.circle(radius: 2)`, `Shape.circle(radius: 2)`), arguments in its parameters' order;
/// - any other expression of function type (a closure value, in the `ext` tier).
/// `arguments` are then in parameter order, one per parameter, default values filled
/// in (as `DefaultArgumentExpr`), `inout` ones wrapped in `InOutExpr`; each argument
/// has the parameter's type (Sema inserted `ErasureExpr`/`DerivedToBaseExpr`).
/// `type` is the callee's result type (`()` for `super.init(...)`/`self.init(...)`).
/// A variadic parameter's arguments are one `VarargExpansionExpr` of an `ArrayExpr`
/// (`print(1, "a")`: the items, each an `ErasureExpr` to `Any`).
public final class CallExpr: Expr {
  public var fn: Expr
  public var arguments: [Argument]
  /// For a call of a generic function: the generic arguments Sema inferred, one per
  /// generic parameter (IRGen emits one specialization per distinct list).
  public var substitutions: [SwiftType] = []
  /// The range of `( ... )`.
  public var argumentsRange: SourceRange
  /// Set by Sema: the call can throw (a throwing callee, or a `rethrows` one given a
  /// throwing function), swiftc's `throws` on a `call_expr`.
  public var isThrowing = false
  /// Sema: the literal this implicit call is, where the context wanted a type conforming
  /// to the literal's protocol (`5` as a `P` is `P(integerLiteral: 5)`,
  /// Sema/LiteralProtocols.swift); `-dump-ast` shows the literal, as swiftc does.
  public var literal: Expr?

  public init(fn: Expr, arguments: [Argument], argumentsRange: SourceRange, range: SourceRange) {
    self.fn = fn
    self.arguments = arguments
    self.argumentsRange = argumentsRange
    super.init(range: range)
  }
}

/// `base[args]`
public final class SubscriptExpr: Expr {
  public var base: Expr
  /// After Sema, for a user-defined subscript: the index arguments in parameter order
  /// (as a call's), converted to the parameters' types.
  public var arguments: [Argument]
  /// The user-defined subscript Sema chose (nil for an array's element access).
  public var decl: SubscriptDecl?
  /// For a generic subscript: the generic arguments Sema inferred, one per generic
  /// parameter of its getter (IRGen calls the getter's specialization for them).
  public var substitutions: [SwiftType] = []

  public init(base: Expr, arguments: [Argument], range: SourceRange) {
    self.base = base
    self.arguments = arguments
    super.init(range: range)
  }
}

/// Sema: `base.method` as the callee of a call. `fn` is a `DeclRefExpr` of the method
/// (`FuncDecl`, or an `AccessorDecl`); `base` is the instance (or a `TypeExpr` for a
/// static method, a `SuperRefExpr` for `super.method()`, which is dispatched statically
/// to `fn.decl`). As for `MemberRefExpr`, the base's type is the type declaring the
/// method (`DerivedToBaseExpr` for an inherited class method); an existential base
/// dispatches through the witness table, a class base through the vtable unless the
/// method or class is `final`. For a `mutating` method of a struct the base is an
/// lvalue Sema checked to be mutable (IRGen passes its address as `self`).
public final class DotSyntaxCallExpr: Expr {
  public var fn: DeclRefExpr
  public var base: Expr

  public init(fn: DeclRefExpr, base: Expr, range: SourceRange) {
    self.fn = fn
    self.base = base
    super.init(range: range)
  }
}

/// Sema: `Type(...)` as the callee: `fn` refers to the `ConstructorDecl` (or a builtin
/// conversion such as `Double(_:)` whose `builtin` is set), `base` is the `TypeExpr`.
public final class ConstructorRefCallExpr: Expr {
  public var fn: DeclRefExpr
  public var base: TypeExpr

  public init(fn: DeclRefExpr, base: TypeExpr, range: SourceRange) {
    self.fn = fn
    self.base = base
    super.init(range: range)
  }
}

/// Sema: the callee of `super.init(...)` or `self.init(...)` inside an initializer:
/// a direct call of `decl` on the `self` being initialized. For `super.init` `base` is
/// a `SuperRefExpr` (its `selfDecl` is the initializer's `self`); for `self.init` a
/// `DeclRefExpr` of that `self`. The call's type is `()`: when `decl` is failable its
/// failure makes the calling initializer fail (or traps, for an `init!` called from a
/// non-failable one).
public final class OtherConstructorDeclRefExpr: Expr {
  public var decl: ConstructorDecl
  public var base: Expr
  /// `super.init(name: n)!`: the failable initializer's failure traps here, as a force
  /// unwrap does, rather than failing this initializer.
  public var isForced = false

  public init(decl: ConstructorDecl, base: Expr, range: SourceRange) {
    self.decl = decl
    self.base = base
    super.init(range: range)
  }
}

/// Sema: a parameter's default value used by a call that left the argument out; its
/// type is the parameter's. IRGen evaluates `parameter.defaultValue` (typed by Sema) at
/// the call site, or `callerSideValue` when there is one.
public final class DefaultArgumentExpr: Expr {
  public var parameter: ParamDecl
  /// A default value that is a magic identifier (`line: UInt = #line`) has the value of
  /// the call's place: Sema sets this literal to it (typed as the parameter).
  public var callerSideValue: Expr?

  public init(parameter: ParamDecl, range: SourceRange) {
    self.parameter = parameter
    super.init(range: range, isImplicit: true)
  }
}

// MARK: - Operators

/// `a + b * c` as the parser leaves it: operands and operators alternating, unfolded,
/// as in swiftc. Operators are `UnresolvedDeclRefExpr`s (`+`), `AssignExpr`s (`=`,
/// with no operands yet) and `TernaryExpr`s (`? x :`, with only `thenExpr`). Sema folds
/// it by precedence into `BinaryExpr`, `AssignExpr` and `TernaryExpr`.
public final class SequenceExpr: Expr {
  public var elements: [Expr]

  public init(elements: [Expr], range: SourceRange) {
    self.elements = elements
    super.init(range: range)
  }
}

/// `lhs op rhs` after folding. `op` is an `UnresolvedDeclRefExpr` until Sema resolves
/// it to a `DeclRefExpr` of the operator function (a builtin for `+` on Int, ...).
/// `&&`/`||` short-circuit; compound assignments (`+=`) take `lhs` as an lvalue.
///
/// After Sema: `op.decl` is a `FuncDecl` with `builtin` set (every operator of the
/// subset is a builtin); `lhs` and `rhs` have its parameter types. A compound
/// assignment `x += 1` is a `BinaryExpr` whose builtin is `intAddAssign` & co. (or
/// `stringAppend`), whose `lhs` is a mutable lvalue (`DeclRefExpr`/`MemberRefExpr`
/// chain) and whose type is `()`. `a..<b` / `a...b` have builtin
/// `halfOpenRange`/`closedRange` and type `.range(.halfOpen/.closed, .int)`; Sema
/// allows them only as the sequence of a `for`-`in`.
public final class BinaryExpr: Expr {
  public var op: Expr
  public var lhs: Expr
  public var rhs: Expr

  public init(op: Expr, lhs: Expr, rhs: Expr, range: SourceRange) {
    self.op = op
    self.lhs = lhs
    self.rhs = rhs
    super.init(range: range)
  }
}

extension Expr {
  /// After Sema, the operator function the `op` of an operator expression refers to:
  /// `op` itself, or the function a `DotSyntaxCallExpr` applies to the type it is a
  /// member of (a generic type's operator, on an implicit `V<Int>.Type`).
  public var operatorRef: DeclRefExpr? { (self as? DeclRefExpr) ?? (self as? DotSyntaxCallExpr)?.fn }
}

/// `-x`, `!b` — `op` as in `BinaryExpr` (after Sema a builtin: `intNegate`,
/// `doubleNegate`, `intIdentity`, `doubleIdentity`, `boolNot`).
public final class PrefixUnaryExpr: Expr {
  public var op: Expr
  public var operand: Expr

  public init(op: Expr, operand: Expr, range: SourceRange) {
    self.op = op
    self.operand = operand
    super.init(range: range)
  }
}

/// A postfix operator other than `!`/`?` (no tier uses one; kept for the grammar).
public final class PostfixUnaryExpr: Expr {
  public var op: Expr
  public var operand: Expr

  public init(op: Expr, operand: Expr, range: SourceRange) {
    self.op = op
    self.operand = operand
    super.init(range: range)
  }
}

/// `dest = source`. In a `SequenceExpr` both are nil until folding. After Sema the
/// type is `()`, `source` has `dest`'s type, and `dest` is a mutable lvalue (or a
/// `DiscardAssignmentExpr` for `_ = x`).
public final class AssignExpr: Expr {
  public var dest: Expr?
  public var source: Expr?

  public init(dest: Expr?, source: Expr?, range: SourceRange) {
    self.dest = dest
    self.source = source
    super.init(range: range)
  }
}

/// `cond ? a : b`. In a `SequenceExpr` only `thenExpr` is set until folding. After
/// Sema `condition` is Bool and both branches have the ternary's type.
public final class TernaryExpr: Expr {
  public var condition: Expr?
  public var thenExpr: Expr
  public var elseExpr: Expr?

  public init(condition: Expr?, thenExpr: Expr, elseExpr: Expr?, range: SourceRange) {
    self.condition = condition
    self.thenExpr = thenExpr
    self.elseExpr = elseExpr
    super.init(range: range)
  }
}

/// `&x` as an `inout` argument. After Sema it appears only as an argument of a call
/// to an `inout` parameter; its type is the parameter's and `subExpr` is a mutable
/// lvalue of exactly that type.
public final class InOutExpr: WrapperExpr {}

/// `x!` — traps on nil.
public final class ForceValueExpr: WrapperExpr {}

/// The `x?` inside an optional chain `x?.y`: if `x` is nil, the whole chain (the
/// enclosing `OptionalEvaluationExpr`) is nil.
public final class BindOptionalExpr: WrapperExpr {}

/// The whole of an optional chain (`a?.b.c`): where a `BindOptionalExpr` inside jumps
/// to on nil. The parser wraps a postfix chain that contains `?` in one of these.
public final class OptionalEvaluationExpr: WrapperExpr {}

/// `{ (x: Int) -> Int in x * 2 }`
public final class ClosureExpr: Expr {
  public var parameters: ParameterList?
  public var resultTypeRepr: TypeRepr?
  public var body: BraceStmt
  /// The local variables the body uses from enclosing scopes, set by Sema.
  public var captures: [ValueDecl] = []
  /// Where `throws` is written in the signature, if it is.
  public var throwsLoc: SourceLoc?
  /// Set by Sema: the closure throws (written `throws`, or its body has a `try` or
  /// `throw` that is not handled inside it, or its contextual type throws).
  public var isThrowing = false
  /// Made by Sema around the argument of an `@autoclosure` parameter (swiftc's
  /// `autoclosure_expr`): no parameters, and a body that returns the argument.
  public var isAutoclosure = false
  /// Sema: the argument of a non-escaping parameter (`map { $0 + 1 }`, `assert`'s
  /// `@autoclosure` condition), which cannot outlive the call (swiftc's noescape
  /// closure). IRGen makes an autoclosure's context on the stack and captures a
  /// variable by its address; another closure's it allocates as an escaping one's.
  public var isNonEscaping = false
  /// `[x, weak y = a.b, unowned self]`: constants the body sees, each set from its
  /// initializer (the outer `x` when none is written) when the closure is created.
  /// `self` is an implicit `ParamDecl`; `weak`/`unowned` are its written modifiers.
  public var captureList: [CaptureListEntry] = []
  /// Set by Sema: a result builder rewrote (or chose to leave) the body
  /// (Sema/ResultBuilders.swift).
  public var isResultBuilderBody = false
  /// Set by Sema (SE-0110's special case, Sema/ClosureTupleDestructuring.swift): an
  /// argument `{ k, v in ... }` of function type `((K, V)) -> R` takes the one tuple
  /// and binds each of its parameters to an element (swiftc converts the closure's
  /// `(K, V) -> R` to the tuple's function type).
  public var destructuresTupleParameter = false

  public init(parameters: ParameterList?, resultTypeRepr: TypeRepr?, body: BraceStmt, range: SourceRange) {
    self.parameters = parameters
    self.resultTypeRepr = resultTypeRepr
    self.body = body
    super.init(range: range)
  }
}

/// One entry of a closure's capture list.
public struct CaptureListEntry {
  public var decl: VarDecl
  public var initializer: Expr

  public init(decl: VarDecl, initializer: Expr) {
    self.decl = decl
    self.initializer = initializer
  }
}

/// `_` as an assignment destination: `_ = f()`.
public final class DiscardAssignmentExpr: Expr {}

// MARK: - Conversions Sema inserts

/// A conversion Sema inserts (swiftc's `ImplicitConversionExpr`): implicit, over the
/// range of the `subExpr` it converts, of the `type` it converts it to.
open class ImplicitConversionExpr: WrapperExpr {
  public init(subExpr: Expr, type: SwiftType) {
    super.init(subExpr: subExpr, range: subExpr.range, isImplicit: true)
    self.type = type
  }
}

/// A concrete value converted to an existential (`EmployeeAddress` to `Address`):
/// IRGen packs the value with its witness table for `type`'s protocol.
public final class ErasureExpr: ImplicitConversionExpr {
  /// The conformance whose witness table goes into the existential, set by Sema: the
  /// one declared by the value's type or, for a class, by its nearest superclass that
  /// declares it (a subclass inherits its superclass's conformances; the witnesses of
  /// overridable class methods dispatch through the vtable).
  public var conformance: ProtocolConformance?
}

/// A value wrapped into an optional (`5` passed where `Int?` is expected).
public final class InjectIntoOptionalExpr: ImplicitConversionExpr {}

/// A subclass instance used as its superclass (`Dog` passed as `Animal`). (An array of
/// them as an array of the superclass is a `CollectionUpcastExpr` of this conversion.)
public final class DerivedToBaseExpr: ImplicitConversionExpr {}

/// A function value used as a function type that differs from its own only by `throws`
/// (`+` passed for `(V, V) throws -> V`): swiftc's `function_conversion_expr`. IRGen
/// calls the value from a thunk that takes the error parameter and never sets it.
public final class FunctionConversionExpr: ImplicitConversionExpr {}

/// The arguments a variadic parameter takes (`sum(1, 2, 3)` for `_ xs: Int...`), packed
/// into the array the function receives: swiftc's `vararg_expansion_expr` of an
/// implicit `array_expr` (which may be empty).
public final class VarargExpansionExpr: Expr {
  public var subExpr: ArrayExpr

  public init(subExpr: ArrayExpr, type: SwiftType) {
    self.subExpr = subExpr
    super.init(range: subExpr.range, isImplicit: true)
    self.type = type
  }
}

/// `let x` / `var (a, b)` inside a `case` pattern while the pattern is still parsed as
/// an expression (swiftc's `UnresolvedPatternExpr`). It never leaves the parser, which
/// turns it back into its pattern (and reports one left in a plain expression).
open class UnresolvedPatternExpr: Expr {
  public let pattern: Pattern

  public init(pattern: Pattern) {
    self.pattern = pattern
    super.init(range: pattern.range)
  }
}

/// `type(of: x)`: the dynamic type of `base` (swiftc's `DynamicTypeExpr`, dumped as
/// `metatype_expr`). Its type is the metatype of the base's static type; for a class
/// instance the type IRGen produces is the object's own class, read from its metadata.
public final class DynamicTypeExpr: Expr {
  public var base: Expr

  public init(base: Expr, range: SourceRange) {
    self.base = base
    super.init(range: range)
  }
}

/// `x is T`, `x as? T`, `x as! T`, `x as T`. The parser puts it in a `SequenceExpr` twice
/// (operator and operand, as swiftc does) with `subExpr` nil; folding sets `subExpr`.
/// After Sema `castType` is `T`, and the type is `Bool`, `T?`, `T` and `T`; a coercion's
/// `subExpr` is already converted to `T`.
public final class CastExpr: Expr {
  public enum Kind: Sendable {
    /// `is` (swiftc's `is_subtype_expr`).
    case isSubtype
    /// `as?` (`conditional_checked_cast_expr`).
    case conditional
    /// `as!` (`forced_checked_cast_expr`): traps when the value is not a `T`.
    case forced
    /// `as` (`coerce_expr`): a conversion known to succeed.
    case coerce
  }

  public let kind: Kind
  public var subExpr: Expr?
  public var typeRepr: TypeRepr
  public var castType: SwiftType?
  /// Where `is`/`as` was written (swiftc's location of the cast).
  public let keywordLoc: SourceLoc
  /// Sema: the cast's answer whatever the value, as swiftc warns it (`b is A` with `b: B`
  /// always true, `5 as? String` always nil); nil when it depends on the value.
  public var staticOutcome: StaticCastOutcome?

  /// A checked cast known from the types alone.
  public enum StaticCastOutcome: Sendable {
    /// The value converts to the type: `subExpr` is the converted value (an upcast, an
    /// erasure, a wrap in an optional, or the value itself). Or, for `is AnyObject`, the
    /// value is not an object but Swift's runtime boxes it in one: `subExpr` unconverted.
    case succeeds
    /// No value of the operand's type is one of the type's (unrelated classes, a struct
    /// and another type): `is` is false, `as?` nil, `as!` traps.
    case fails
  }

  public init(kind: Kind, subExpr: Expr?, typeRepr: TypeRepr, range: SourceRange) {
    self.kind = kind
    self.subExpr = subExpr
    self.typeRepr = typeRepr
    keywordLoc = range.start
    super.init(range: range)
  }
}

extension Expr {
  /// The expression inside the parentheses around it, if any (`((x))` is `x`).
  public var withoutParens: Expr {
    var x: Expr = self
    while let p = x as? ParenExpr { x = p.subExpr }
    return x
  }

  /// `false` written as a literal, in parentheses or not (`assert(false)` ends a path).
  public var isLiteralFalse: Bool { (withoutParens as? BooleanLiteralExpr)?.value == false }

  /// `true` written as a literal, in parentheses or not (`while true` loops until a jump).
  public var isLiteralTrue: Bool { (withoutParens as? BooleanLiteralExpr)?.value == true }
}
