import Basic

/// A type as written in the source (`Int`, `[String]`, `Address?`, `Employee.Address`).
/// Sema resolves each to a `SwiftType` and stores it in `resolved`.
open class TypeRepr: Node {
  public var resolved: SwiftType?
  /// The type attributes written before it (`@escaping`, `@autoclosure`), with where
  /// each was written (its `@`, its name).
  public var attributes: [(name: String, loc: SourceLoc, nameLoc: SourceLoc)] = []
  /// True for a parameter's type (of a declaration or in a function type), the one
  /// place `@escaping` and `@autoclosure` may be written; set by the parser.
  public var isParameterType = false
}

/// A type named, with its generic arguments if written (swiftc's `DeclRefTypeRepr`, the
/// base of its unqualified and qualified type names).
open class DeclRefTypeRepr: TypeRepr {
  public var name: String
  public var genericArgs: [TypeRepr]

  public init(name: String, genericArgs: [TypeRepr] = [], range: SourceRange) {
    self.name = name
    self.genericArgs = genericArgs
    super.init(range: range)
  }
}

/// `Int`, `Array<Int>` — swiftc's `type_unqualified_ident`.
public final class IdentTypeRepr: DeclRefTypeRepr {}

/// `Employee.Address` — a type qualified by a module or an enclosing type
/// (swiftc's `type_qualified_ident`).
public final class MemberTypeRepr: DeclRefTypeRepr {
  public var base: TypeRepr

  public init(base: TypeRepr, name: String, genericArgs: [TypeRepr] = [], range: SourceRange) {
    self.base = base
    super.init(name: name, genericArgs: genericArgs, range: range)
  }
}

/// A type written around one other, `base` (`T?`, `[T]`, `inout T`, `some P`): what it
/// makes of it is the subclass's.
open class WrapperTypeRepr: TypeRepr {
  public var base: TypeRepr

  public init(base: TypeRepr, range: SourceRange) {
    self.base = base
    super.init(range: range)
  }
}

/// `T?` — `type_optional`; `T!` (an implicitly unwrapped optional, swiftc's
/// `type_implicitly_unwrapped_optional`) when `isImplicitlyUnwrapped`.
public final class OptionalTypeRepr: WrapperTypeRepr {
  public var isImplicitlyUnwrapped = false
}

/// `[T]` — `type_array` (swiftc names the element type its base too).
public final class ArrayTypeRepr: WrapperTypeRepr {}

/// `[K: V]` — `type_dictionary` (parsed; no tier checks it yet).
public final class DictionaryTypeRepr: TypeRepr {
  public var key: TypeRepr
  public var value: TypeRepr

  public init(key: TypeRepr, value: TypeRepr, range: SourceRange) {
    self.key = key
    self.value = value
    super.init(range: range)
  }
}

/// `(A, B)` and `()` — `type_tuple`.
public final class TupleTypeRepr: TypeRepr {
  public var elements: [TypeRepr]
  public var labels: [String?]
  /// Where each label was written (`nil` for an unlabelled element); may be empty.
  public var labelLocs: [SourceLoc?] = []

  public init(elements: [TypeRepr], labels: [String?], range: SourceRange) {
    self.elements = elements
    self.labels = labels
    super.init(range: range)
  }
}

/// `(Int, String) -> Bool` — `type_function`.
public final class FunctionTypeRepr: TypeRepr {
  public var parameters: [TypeRepr]
  public var result: TypeRepr
  /// Where `throws` is written (`() throws -> Int`), if it is.
  public var throwsLoc: SourceLoc?

  public init(parameters: [TypeRepr], result: TypeRepr, range: SourceRange) {
    self.parameters = parameters
    self.result = result
    super.init(range: range)
  }
}

/// `inout T` in a parameter's type — `type_ownership spec=inout` in swiftc.
public final class InOutTypeRepr: WrapperTypeRepr {}

/// `some Shape` — an opaque result type (`type_opaque_return`): the function (or
/// computed property) returns one concrete type that conforms, fixed by its body.
public final class OpaqueTypeRepr: WrapperTypeRepr {}

/// `any P`, `any Named & Aged` — an existential type (`type_existential`): the same type
/// as `P` written alone, but only a protocol or a composition may be its base.
public final class ExistentialTypeRepr: WrapperTypeRepr {}

/// `Named & Aged` — a protocol composition (`type_composition`).
public final class CompositionTypeRepr: TypeRepr {
  public var types: [TypeRepr]

  public init(types: [TypeRepr], range: SourceRange) {
    self.types = types
    super.init(range: range)
  }
}

extension TypeRepr {
  /// The type as written, in Swift's spelling (`[String: Int]?`, `(Int) throws -> Bool`,
  /// `any Named & Aged`): `typerepr=` in a dump, a type in a module interface, a type
  /// named in a diagnostic before it resolves.
  public var spelling: String {
    switch typeReprKind {
    case .ident(let i):
      i.name + (i.genericArgs.isEmpty ? "" : "<" + i.genericArgs.map(\.spelling).joined(separator: ", ") + ">")
    case .member(let m): m.base.spelling + "." + m.name
    case .optional(let o): o.base.spelling + (o.isImplicitlyUnwrapped ? "!" : "?")
    case .array(let a): "[" + a.base.spelling + "]"
    case .dictionary(let d): "[" + d.key.spelling + ": " + d.value.spelling + "]"
    case .tuple(let t): "(" + t.elements.map(\.spelling).joined(separator: ", ") + ")"
    case .function(let f):
      "(" + f.parameters.map(\.spelling).joined(separator: ", ") + (f.throwsLoc != nil ? ") throws -> " : ") -> ")
        + f.result.spelling
    case .inOut(let io): "inout " + io.base.spelling
    case .opaque(let o): "some " + o.base.spelling
    case .existential(let e): "any " + e.base.spelling
    case .composition(let c): c.types.map(\.spelling).joined(separator: " & ")
    }
  }
}
