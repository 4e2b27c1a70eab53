import Basic

/// Access levels, lowest first.
public enum AccessLevel: Int, Comparable, Sendable, CustomStringConvertible {
  case `private`, `fileprivate`, `internal`, `public`, open

  public static func < (a: AccessLevel, b: AccessLevel) -> Bool { a.rawValue < b.rawValue }

  public var description: String {
    switch self {
    case .private: "private"
    case .fileprivate: "fileprivate"
    case .internal: "internal"
    case .public: "public"
    case .open: "open"
    }
  }
}

extension Decl {
  /// A member of the type rather than of its instances: declared `static` or `class`
  /// (an accessor: its storage).
  public var isStaticMember: Bool {
    if let a = self as? AccessorDecl, let s = a.storage { return s.isStaticMember }
    return modifiers.isStatic || modifiers.isClass
  }
}

/// The modifiers written before a declaration (`public static`, `private(set) var`,
/// `override final func`, `mutating func`, ...), with where each was written.
public struct DeclModifiers {
  /// The access level as written; `nil` means the default (Sema computes the effective one).
  public var access: AccessLevel?
  public var accessRange: SourceRange?
  /// `private(set)` and friends.
  public var setterAccess: AccessLevel?
  public var isStatic = false
  /// `class func` / `class var` in a class (type members that can be overridden).
  public var isClass = false
  public var isFinal = false
  public var isOverride = false
  public var isMutating = false
  public var isNonmutating = false
  public var isConvenience = false
  public var isRequired = false
  public var isLazy = false
  public var isWeak = false
  /// Every modifier as written, name and range, in source order (for dumps and messages).
  public var written: [(name: String, range: SourceRange)] = []

  public init() {}
}

/// A declaration. `parent` is the declaration this one is written in (a type, an
/// extension, a function), `nil` at file level; the parser sets it.
open class Decl: Node {
  public var modifiers = DeclModifiers()
  public unowned var parent: Decl?
  /// Attributes as written (`@discardableResult`, `@inlinable`, ...): names only.
  public var attributes: [String] = []
  /// Where each of `attributes` is written (its `@`), in the same order.
  public var attributeLocs: [SourceLoc] = []
  /// The arguments written after a custom attribute (a property wrapper's:
  /// `@SmallNumber(maximum: 9)`), by the attribute's index in `attributes`.
  public var attributeArguments: [Int: [Argument]] = [:]
  /// Written in module Swift's source (stdlib/*.swift; set on file-level declarations):
  /// named `Swift.(file).max`, without a location, as swiftc names its library's.
  public var isInStandardLibrary = false
}

/// `import Foundation`
public final class ImportDecl: Decl {
  public var path: [String]

  public init(path: [String], range: SourceRange) {
    self.path = path
    super.init(range: range)
  }
}

/// `infix operator +-: AdditionPrecedence`, `prefix operator +++` — swiftc's
/// `infix_operator_decl` (and `prefix_`, `postfix_`). Its range starts at `operator`.
public final class OperatorDecl: Decl {
  public enum Fixity: String {
    case prefix, infix, postfix
  }

  public var fixity: Fixity
  public var name: String
  public var nameLoc: SourceLoc
  /// The precedence group after the colon (an infix operator's), as written.
  public var precedenceGroupName: String?
  public var precedenceGroupLoc: SourceLoc?

  public init(fixity: Fixity, name: String, nameLoc: SourceLoc, range: SourceRange) {
    self.fixity = fixity
    self.name = name
    self.nameLoc = nameLoc
    super.init(range: range)
  }
}

/// A declaration with a name that expressions can refer to.
open class ValueDecl: Decl {
  public var name: String
  public var nameLoc: SourceLoc
  /// The declaration's type as seen from outside, set by Sema (a function's is a
  /// `.function`; a stored property's is its value type).
  public var interfaceType: SwiftType?
  /// The effective access level, set by Sema (the written one, or the default).
  public var access: AccessLevel = .internal
  /// For an `override`: the superclass member it overrides, set by Sema. IRGen gives
  /// an override the vtable slot of the member it overrides.
  public unowned var overriddenDecl: ValueDecl?

  public init(name: String, nameLoc: SourceLoc, range: SourceRange) {
    self.name = name
    self.nameLoc = nameLoc
    super.init(range: range)
  }
}

/// The kind of storage a `var`/`let` has.
public enum VarKind: Sendable {
  /// A stored property, global or local variable.
  case stored
  /// A property computed by accessors (`var area: Int { w * h }`).
  case computed
  /// A protocol's property requirement (`var x: Int { get set }`).
  case requirement
}

/// `let x`, `var y: Int = 0`, `var area: Int { ... }`, a parameter (see `ParamDecl`),
/// a pattern variable (`case let z`).
open class VarDecl: ValueDecl {
  public var isLet: Bool
  public var kind: VarKind = .stored
  /// The declared type, when written (`var x: Int`); for pattern bindings the parser
  /// copies it from the `TypedPattern`.
  public var typeRepr: TypeRepr?
  /// `get`/`set` accessors of a computed property or a protocol requirement.
  /// A computed property written as `var a: Int { expr }` has one implicit `get`.
  public var accessors: [AccessorDecl] = []
  /// The `pattern_binding_decl` that declares this variable, if any.
  public unowned var binding: PatternBindingDecl?

  public init(name: String, nameLoc: SourceLoc, isLet: Bool, range: SourceRange) {
    self.isLet = isLet
    super.init(name: name, nameLoc: nameLoc, range: range)
  }

  public var getter: AccessorDecl? { accessors.first { $0.accessorKind == .get } }
  public var setter: AccessorDecl? { accessors.first { $0.accessorKind == .set } }
  /// The `unsafeMutableAddress` accessor, through which mutations write in place.
  public var mutableAddressor: AccessorDecl? { accessors.first { $0.accessorKind == .unsafeMutableAddress } }
  /// The `unsafeMutablePayloadAddress` accessor of optional storage, through which a
  /// mutation of its payload (`d[k]?.append(x)`, `d[k]! += 1`) writes in place.
  public var payloadAddressor: AccessorDecl? {
    accessors.first { $0.accessorKind == .unsafeMutablePayloadAddress }
  }
  /// Whether computed storage can be set: it has a setter or a mutable addressor.
  public var isSettableComputed: Bool { setter != nil || mutableAddressor != nil }
}

/// `subscript(row: Int, column: Int) -> Double { get { } set { } }` — storage, like a
/// computed property (swiftc's `SubscriptDecl` and `VarDecl` are both storage
/// declarations): `accessors` as a computed property's, `typeRepr` the element type
/// written after `->`, `interfaceType` (set by Sema) the element type. Its name is
/// `subscript`; the index parameters have no argument label unless one is written
/// (`subscript(row row: Int)`).
///
/// After Sema each accessor's parameters are the index parameters (copies, owned by the
/// accessor), a setter's after its new value: `get(indices) -> T`, `set(newValue, indices)`.
public final class SubscriptDecl: VarDecl {
  public var indices: ParameterList

  public init(indices: ParameterList, nameLoc: SourceLoc, range: SourceRange) {
    self.indices = indices
    super.init(name: "subscript", nameLoc: nameLoc, isLet: false, range: range)
    kind = .computed
  }

  /// `subscript(_:)`, `subscript(row:column:)`... as swiftc names it in messages.
  public var fullName: String {
    "subscript(" + indices.parameters.map { ($0.argumentLabel ?? "_") + ":" }.joined() + ")"
  }
}

/// A function parameter: `_ x: Int`, `to y: Int = 0`, `value: inout Int`.
public final class ParamDecl: VarDecl {
  /// The argument label callers write (`nil` for `_`); by default the name.
  public var argumentLabel: String?
  public var argumentLabelLoc: SourceLoc?
  public var isInOut = false
  public var defaultValue: Expr?
  public var isVariadic = false
  /// `@escaping`: a closure the function may keep after it returns.
  public var isEscaping = false
  /// `@autoclosure`: each call's argument is wrapped in a closure (Sema's
  /// `AutoClosureExpr`) that the function calls when it wants the value.
  public var isAutoclosure = false

  public init(argumentLabel: String?, name: String, nameLoc: SourceLoc, range: SourceRange) {
    self.argumentLabel = argumentLabel
    super.init(name: name, nameLoc: nameLoc, isLet: true, range: range)
  }
}

/// `( ... )` of a function, initializer, closure or enum case — swiftc's `parameter_list`.
public final class ParameterList: Node {
  public var parameters: [ParamDecl]

  public init(parameters: [ParamDecl], range: SourceRange) {
    self.parameters = parameters
    super.init(range: range)
  }
}

/// `<T: Comparable, U>` — one generic parameter.
public class GenericTypeParamDecl: ValueDecl {
  /// The constraint after the colon (`Comparable`), if any.
  public var constraint: TypeRepr?
  /// The protocols the parameter is constrained to, as Sema resolved `constraint`.
  public var conformsTo: [ProtocolDecl] = []
  /// The class the parameter is constrained to (`T: Shape`), as Sema resolved it.
  public unowned var superclass: ClassDecl?
  /// The earlier parameter a same-type requirement makes this one (`U` of `func f<T,
  /// U>(...) where T == U` is `T`), as Sema resolved it.
  public var sameTypeAs: GenericTypeParamDecl?

  /// The parameter this one stands for: itself, or the one it was made the same type as.
  public var representative: GenericTypeParamDecl {
    var r = self
    while let next = r.sameTypeAs { r = next }
    return r
  }
}

/// One requirement of a generic `where` clause: `T: Equatable` (a conformance) or
/// `T == Int` (a same-type requirement).
public struct GenericRequirement {
  public enum Kind: Sendable { case conformance, sameType }
  public var subject: TypeRepr
  public var kind: Kind
  public var constraint: TypeRepr

  public init(subject: TypeRepr, kind: Kind, constraint: TypeRepr) {
    self.subject = subject
    self.kind = kind
    self.constraint = constraint
  }
}

/// `associatedtype Item: Equatable` in a protocol: inside the protocol, the type a
/// conforming type chooses (`Self.Item`), used as a generic parameter of the protocol is
/// (`.genericParameter`); on a generic parameter `C: Container` it is `C.Item`
/// (`.dependentMember`). Each conformance records what it is (`typeWitnesses`).
public final class AssociatedTypeDecl: GenericTypeParamDecl {
  /// `where Iterator.Element == Item` after the constraint.
  public var whereClause: [GenericRequirement] = []
  /// The same-type requirements of `whereClause` as Sema resolved them: an associated
  /// type of this one's protocol (`Element` of IteratorProtocol) and what it is, in terms
  /// of the declaring protocol's associated types (`.genericParameter(Item)`).
  public var memberSameTypes: [(member: AssociatedTypeDecl, type: SwiftType)] = []
}

/// What functions, initializers, deinitializers and accessors share.
open class AbstractFunctionDecl: ValueDecl {
  public var parameters: ParameterList
  /// The body, `{ ... }`, nil for a requirement or a Sema-made function. Module
  /// `Swift`'s bodies are parsed when first asked for (swiftc's delayed body parsing,
  /// `delayedBody`): a program uses a few of the library's functions.
  public var body: BraceStmt? {
    get {
      if let parse = delayedBody {
        delayedBody = nil
        parsedBody = parse()
      }
      return parsedBody
    }
    set {
      delayedBody = nil
      parsedBody = newValue
    }
  }
  /// Whether the function has a body, parsed yet or not.
  public var hasBody: Bool { parsedBody != nil || delayedBody != nil }
  private var parsedBody: BraceStmt?
  /// Set by the parser in place of `body`: parses the body from its tokens, once.
  public var delayedBody: (() -> BraceStmt?)?
  /// Set by Sema when it has type-checked `body`, each body once. IRGen emits only
  /// checked bodies: module `Swift`'s are checked when a program uses them, so an
  /// unchecked one reaching IRGen is a use Sema did not see (LibraryBodies.swift).
  public var isBodyChecked = false
  public var genericParameters: [GenericTypeParamDecl] = []
  /// `where T: Equatable` after the signature.
  public var whereClause: [GenericRequirement] = []
  /// The implicit `self` parameter of a method, initializer or accessor, made by Sema
  /// (`isImplicit`, named `self`). Its `interfaceType` is the enclosing type (the
  /// extended type in an extension), or `.metatype(T)` in a `static` member. For a
  /// struct, `isInOut` is true where `self` is mutable: a `mutating` method, an
  /// initializer, the setter of a computed property; otherwise `self` is a value.
  public var selfDecl: ParamDecl?
  /// Set by Sema for the functions it defines itself (`print`, operators, `Int.max`...).
  public var builtin: Builtin?
  /// Where `throws` (or `rethrows`) is written after the parameters, if it is: the
  /// function can throw (ErrorHandling.swift).
  public var throwsLoc: SourceLoc?
  /// `rethrows`: a call throws only when a function argument throws.
  public var isRethrows = false
  /// Where `async` is written, if it is: calls are suspension points (Concurrency.swift).
  public var asyncLoc: SourceLoc?

  public var isThrowing: Bool { throwsLoc != nil }
  /// Set by Sema for a local function (declared in a body) or an accessor of a local
  /// computed variable, once its body is checked: the local variables, parameters and
  /// local functions of enclosing bodies it uses, which its value holds as a closure's
  /// context does. Nil for any other function.
  public var captures: [ValueDecl]?

  /// The result type of the function's type (set by Sema), nil before.
  public var resultInterfaceType: SwiftType? {
    if case .function(let ft)? = interfaceType { ft.result } else { nil }
  }

  public init(name: String, nameLoc: SourceLoc, parameters: ParameterList, body: BraceStmt?, range: SourceRange) {
    self.parameters = parameters
    self.parsedBody = body
    super.init(name: name, nameLoc: nameLoc, range: range)
  }

  /// Swift's full name: `printEmployeeInfo()`, `f(_:to:)`, `init(firstName:lastName:address:)`.
  public var fullName: String {
    name + "(" + parameters.parameters.map { ($0.argumentLabel ?? "_") + ":" }.joined() + ")"
  }
}

/// `func name(params) -> Result { body }`
public final class FuncDecl: AbstractFunctionDecl {
  public var resultTypeRepr: TypeRepr?
  /// For operator functions declared by Sema: `prefix`, `postfix` or `infix`.
  public var isOperator = false
}

/// `init(...) { }`, `init?(...)`.
///
/// After Sema (the contract IRGen relies on):
/// - Every designated initializer of a struct or class first gives each stored property
///   that has an initial value (`var x = 0`) that value, in declaration order, then runs
///   its body (as swiftc does). `selfDecl` is the instance being initialized.
/// - `isMemberwise`: Sema's implicit initializer, `isImplicit`, no body, in `members`.
///   It sets every stored property in declaration order: from the parameter of the same
///   name if there is one, else from the property's initial value. This covers a
///   struct's memberwise `init(x:y:)` (a `var` with an initial value becomes a parameter
///   whose `defaultValue` is that initial value; a `let` with one is not a parameter) and
///   the default `init()` of a struct or class whose stored properties all have initial
///   values.
/// - A subclass that declares no designated initializer inherits its superclass's: Sema
///   adds to the subclass one implicit `ConstructorDecl` per inherited initializer, with
///   the same parameters, `overriddenDecl` = the superclass initializer, and a typed
///   body `super.init(a: a, ...)`; IRGen treats it as any designated initializer.
/// - A subclass initializer whose body does not call `super.init(...)` gets an implicit
///   `super.init()` appended to its body (as swiftc does).
///
/// A failable initializer (`init?`, or `init!` with `isImplicitlyUnwrapped`) has the
/// interface type `(params) -> T?`; a call of an `init!` is force-unwrapped where its
/// value is used as a `T`.
/// - `isDelegating` (set by Sema): a convenience initializer, or an initializer of a
///   struct or enum whose body calls `self.init(...)`. It gives no property its initial
///   value (the initializer it delegates to does), and a class's has no initializing
///   (`fc`) entry point: it allocates through the dynamic type's initializer.
/// - A subclass that inherits every designated initializer of its superclass (or
///   overrides them) inherits its convenience initializers too: Sema lists them in the
///   subclass's member table, still declared in the superclass; a call constructs the
///   subclass.
public final class ConstructorDecl: AbstractFunctionDecl {
  public var isFailable = false
  /// `init!`: the result is an implicitly unwrapped optional.
  public var isImplicitlyUnwrapped = false
  public var isDelegating = false
  /// Sema's implicit memberwise or default initializer (see above).
  public var isMemberwise = false

  /// A subclass's copy of an inherited designated initializer (see above): implicit,
  /// overriding the superclass's.
  public var isInherited: Bool { isImplicit && overriddenDecl != nil }
}

/// `deinit { }`
public final class DestructorDecl: AbstractFunctionDecl {}

public enum AccessorKind: String, Sendable {
  case get, set, willSet, didSet
  /// `unsafeMutableAddress { }`: the address of the storage, through which a mutation
  /// (`a[i] += 1`, `a[i][j] = x`, `&a[i]`) writes in place instead of getting a copy and
  /// setting it back (swiftc's mutable addressor). Only the library declares one, for
  /// Array's index subscript (stdlib/ArraySubscript.swift): its body makes the buffer
  /// unique, checks the index and gives the element's address. Its result is an
  /// `UnsafeMutablePointer<Element>`, the address as a word.
  case unsafeMutableAddress
  /// `unsafeMutablePayloadAddress { }`, beside `get` and `set` of a `T?` subscript: the
  /// address of the `T` the storage holds, or 0 when it holds nil, through which a
  /// mutation of the payload (`d[k]?.append(x)`, `d[k]! += 1`) writes in place; a
  /// mutation of the optional itself (`d[k] = v`, `d[k] = nil`) goes through `set`. Swift
  /// has a `_modify` coroutine for this, which the subset has not; only the library
  /// declares one, for Dictionary's `subscript(_:)` (stdlib/DictionarySubscripts.swift),
  /// with the address of the entry's value inside the table made unique. Its result is
  /// an `UnsafeMutablePointer<T>`, the address as a word.
  case unsafeMutablePayloadAddress
}

/// `get { }` / `set { }` / `set(newValue) { }` of a property.
///
/// After Sema a setter always has exactly one parameter, the new value (an implicit
/// `newValue` `ParamDecl` when none is written), and a getter none; `interfaceType` is
/// `() -> T` for a getter and `(T) -> ()` for a setter. An accessor of a builtin
/// property (`s.count`) has `builtin` set and no body. The accessors of an `override`
/// property have `overriddenDecl` set to the overridden property's accessors.
public final class AccessorDecl: AbstractFunctionDecl {
  public var accessorKind: AccessorKind
  public unowned var storage: VarDecl?
  /// Where `get` or `set` is written (after any `mutating`, `nonmutating`): swiftc's
  /// "mark setter 'mutating'" note points there. (A subscript's accessors take the
  /// subscript's `nameLoc`, for the notes on calls.)
  public var keywordLoc: SourceLoc

  public init(kind: AccessorKind, parameters: ParameterList, body: BraceStmt?, range: SourceRange) {
    self.accessorKind = kind
    self.keywordLoc = range.start
    super.init(name: "_", nameLoc: range.start, parameters: parameters, body: body, range: range)
  }
}

/// What structs, classes, enums and protocols share: a name, an inheritance clause,
/// members. `members` holds the members written in the type's body (extensions keep
/// their own); Sema adds implicit ones (a memberwise `init`).
open class NominalTypeDecl: ValueDecl {
  public var inherited: [TypeRepr]
  public var members: [Decl]
  public var genericParameters: [GenericTypeParamDecl] = []
  /// A type nested in a generic type (`Stack<Element>.Iterator`, also one declared in an
  /// extension of it) is generic over its outer types' parameters: Sema puts them (the
  /// outer types' own declarations) first in `genericParameters`, this many, and a use
  /// binds them (`Stack<Int>.Iterator` is `.boundGeneric(Iterator, [.int])`).
  public var outerGenericParameterCount = 0
  /// `where T: Equatable` after the inheritance clause.
  public var whereClause: [GenericRequirement] = []
  /// The `{` opening the members (where swiftc places a subclass's inherited
  /// initializers).
  public var membersLoc = SourceLoc.invalid
  /// The module the type belongs to, set by Sema (`Employee` for the book's types).
  public var moduleName: String = ""
  /// Extensions of this type, collected by Sema.
  public var extensions: [ExtensionDecl] = []
  /// The protocol conformances of the type (from its inheritance clause and its
  /// extensions), with their witnesses, set by Sema.
  public var conformances: [ProtocolConformance] = []
  /// Comparison operators written at file scope for this type (`func == (a: P, b: P)
  /// -> Bool`), which witness its `Equatable`/`Comparable` conformance as static
  /// members would; set by Sema (see `comparisonOperator`).
  public var fileScopeComparisonOperators: [String: FuncDecl] = [:]
  /// Set on the stand-in Sema makes for a built-in type that an extension extends
  /// (`extension Double { var km: Double {...} }`): that type (`.double`). The stand-in
  /// has no members of its own; it holds the extensions, and `self` in their members
  /// has the built-in type.
  public var builtinType: SwiftType?

  public init(name: String, nameLoc: SourceLoc, inherited: [TypeRepr], members: [Decl], range: SourceRange) {
    self.inherited = inherited
    self.members = members
    super.init(name: name, nameLoc: nameLoc, range: range)
  }
}

public final class StructDecl: NominalTypeDecl {}

public final class ClassDecl: NominalTypeDecl {
  /// The superclass, set by Sema from the first entry of the inheritance clause.
  public unowned var superclass: ClassDecl?
  /// A generic superclass with the arguments written for it (`Base<Int>` of `class
  /// IntBox: Base<Int>`, `Base<T>` of `class Sub<T>: Base<T>`), set by Sema; nil when
  /// the superclass is not generic. See `SwiftType.superclassType`.
  public var boundSuperclass: SwiftType?
  /// Whether a superclass of this class, at any depth, is generic (set by Sema): when
  /// not, the class sees its superclasses' members as they are declared.
  public var inheritsFromGenericClass = false
  /// The convenience initializers this class inherits (declared in a superclass), set
  /// by Sema.
  public var inheritedConvenienceInitializers: [ConstructorDecl] = []
  /// `actor Name { }`: a class whose mutable state is isolated to it (Concurrency.swift
  /// in Sema).
  public var isActor = false
}

extension ClassDecl {
  /// Is this class `sup` or one of its subclasses?
  public func isSubclass(of sup: ClassDecl) -> Bool {
    var current: ClassDecl? = self
    while let c = current {
      if c === sup { return true }
      current = c.superclass
    }
    return false
  }
}

public final class EnumDecl: NominalTypeDecl {
  /// The raw type (`enum Planet: Int`), set by Sema.
  public var rawType: SwiftType?
}

public final class ProtocolDecl: NominalTypeDecl {
  /// `protocol P: AnyObject` (in any position of the inheritance clause, or inherited
  /// from such a protocol): only classes conform. Set by Sema.
  public var isClassOnly = false
  /// A marker protocol (`Sendable`): no requirements and nothing at run time (no
  /// witness table).
  public var isMarker = false
  /// Its requirements or extensions name `Self` (`func distance(to other: Self)` of
  /// Strideable): a member used on a generic parameter it constrains has `Self` replaced.
  public var namesSelf = false
  /// The conformances of built-in types to this protocol (`extension Array: Container
  /// {}`), on their stand-ins; set by Sema (see BuiltinConformances.swift).
  public var builtinConformances: [ProtocolConformance] = []
  /// The types whose values a cast from `Any` to this protocol (`x as? P`) finds, in the
  /// order a cast tries them: every type of the program and its imports that conforms;
  /// set by Sema when it checks such a cast (see Casts.swift).
  public var castConformers: [NominalTypeDecl] = []
  /// The library's generic types whose conformance to this protocol a cast does not
  /// find, as Swift's library has none (StrideTo's `CustomStringConvertible` is only
  /// how `print` shows it); set with `castConformers`.
  public var castNonConformers: [NominalTypeDecl] = []

  /// `Named & Aged` used as a type: an implicit protocol standing for its parts, in the
  /// order written (empty for a declared protocol), and the class it includes
  /// (`Location & Named`), if any.
  public var composition: [ProtocolDecl] = []
  public unowned var compositionSuperclass: ClassDecl?

  /// The protocols a value of this existential type conforms to: this one, or the parts
  /// of a composition.
  public var existentialParts: [ProtocolDecl] { composition.isEmpty ? [self] : composition }

  /// `Self` inside the protocol and its extensions: the conforming type, a generic
  /// parameter constrained to the protocol (swiftc's `τ_0_0`). A member of a protocol
  /// extension is generic over it: each use binds it to the type it is used on.
  public private(set) lazy var selfParameter: GenericTypeParamDecl = {
    let g = GenericTypeParamDecl(name: "Self", nameLoc: nameLoc, range: SourceRange(start: nameLoc, end: nameLoc))
    g.parent = self
    g.isImplicit = true
    g.conformsTo = [self]
    g.interfaceType = .metatype(.genericParameter(g))
    return g
  }()
}

extension Decl {
  /// The protocol whose extension declares this member (an accessor: its storage), if
  /// any (`extension Shape { func describe() ... }`).
  public var protocolExtension: ProtocolDecl? {
    let member = (self as? AccessorDecl)?.storage ?? self
    var p = member.parent
    while let q = p, q is PatternBindingDecl { p = q.parent }
    return (p as? ExtensionDecl)?.extendedNominal as? ProtocolDecl
  }
}

extension AbstractFunctionDecl {
  /// For a protocol's operator (a requirement, `static func + (a: Self, b: Self) -> Self`,
  /// or a protocol extension's, `!=` of `extension Equatable`): the protocol and the
  /// index of its first `Self` parameter, whose operand's type `Self` is bound to at a
  /// use. nil for any other function (a builtin or a file-scope operator has no parent).
  public var protocolOperatorSelf: (proto: ProtocolDecl, index: Int)? {
    guard let parent, let p = parent as? ProtocolDecl ?? (parent as? ExtensionDecl)?.extendedNominal as? ProtocolDecl,
      let i = parameters.parameters.firstIndex(where: { $0.interfaceType == .genericParameter(p.selfParameter) })
    else { return nil }
    return (p, i)
  }
}

/// `extension Type: Protocol { members }`
public final class ExtensionDecl: Decl {
  public var extendedType: TypeRepr
  public var inherited: [TypeRepr]
  public var members: [Decl]
  /// `extension Stack where Element: Equatable`: its members exist only for the
  /// generic arguments that meet these requirements.
  public var whereClause: [GenericRequirement] = []
  /// The extended type, set by Sema.
  public weak var extendedNominal: NominalTypeDecl?

  public init(extendedType: TypeRepr, inherited: [TypeRepr], members: [Decl], range: SourceRange) {
    self.extendedType = extendedType
    self.inherited = inherited
    self.members = members
    super.init(range: range)
  }
}

/// `case a, b(Int), c = 3` — the elements themselves follow it in the enum's members,
/// as in swiftc's tree.
public final class EnumCaseDecl: Decl {
  public var elements: [EnumElementDecl]

  public init(elements: [EnumElementDecl], range: SourceRange) {
    self.elements = elements
    super.init(range: range)
  }
}

/// One enum case: `b(Int)`, `c = 3`, `circle(radius: Double)`.
public final class EnumElementDecl: ValueDecl {
  /// Associated values, if any.
  public var parameters: ParameterList?
  /// `= 3` / `= "x"`: an integer or string literal expression.
  public var rawValue: Expr?
  /// The index of the case in its enum, set by Sema.
  public var index = 0
}

/// `let a = 1, b: Int` — one `pattern_entry` per comma-separated part. The variables it
/// declares follow it as separate `VarDecl`s in the enclosing member list or brace,
/// as in swiftc's tree.
public final class PatternBindingDecl: Decl {
  public struct Entry {
    public var pattern: Pattern
    public var initializer: Expr?

    public init(pattern: Pattern, initializer: Expr?) {
      self.pattern = pattern
      self.initializer = initializer
    }
  }

  public var entries: [Entry]
  public var isLet: Bool

  public init(entries: [Entry], isLet: Bool, range: SourceRange) {
    self.entries = entries
    self.isLet = isLet
    super.init(range: range)
  }
}

/// Statements written at file level, in order; swiftc wraps each in one of these.
public final class TopLevelCodeDecl: Decl {
  public var body: BraceStmt

  public init(body: BraceStmt, range: SourceRange) {
    self.body = body
    super.init(range: range)
  }
}

extension EnumDecl {
  /// Is case `e` stored `indirect`ly: in a heap box of its own, so that its associated
  /// values may hold the enum itself (`indirect enum E`, `indirect case e(E)`)? Only a
  /// case with associated values is boxed.
  public func isIndirect(_ e: EnumElementDecl) -> Bool {
    guard e.parameters.map({ !$0.parameters.isEmpty }) ?? false else { return false }
    if modifiers.written.contains(where: { $0.name == "indirect" }) { return true }
    if e.modifiers.written.contains(where: { $0.name == "indirect" }) { return true }
    let declaringCase = members.lazy.compactMap { $0 as? EnumCaseDecl }.first { $0.elements.contains { $0 === e } }
    return declaringCase?.modifiers.written.contains { $0.name == "indirect" } ?? false
  }
}
