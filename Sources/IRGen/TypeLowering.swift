import AST

/// How a Swift type is represented in LLVM IR, and what copying and destroying a value of
/// it takes. The layout decisions of the whole compiler are made here:
///
/// | Swift type            | LLVM type                  | ARC                                     |
/// |-----------------------|----------------------------|-----------------------------------------|
/// | `Int`                 | `i64`                      | trivial                                 |
/// | `Int8`, `UInt16`, ... | `i8`, `i16`, `i32`, `i64`  | trivial                                 |
/// | `Double`              | `double`                   | trivial                                 |
/// | `Bool`                | `i1`                       | trivial                                 |
/// | `String`              | `i8*` to an `MSString`     | retain/release (literals are immortal)  |
/// | class instance        | `i8*` to the object        | retain/release                          |
/// | struct                | `%T4main5PointV = {fields}`| each field                              |
/// | existential `P`       | `%swift.existential = {i8* object, i8* witness table}` | the object |
/// | `()`                  | `{}` (functions return `void`) | trivial                             |
///
/// A class instance is `%T4main5ShapeC = { %swift.refcounted, superclass fields...,
/// own fields... }` (see `ClassLayout`). An existential holds either a class instance or,
/// for a struct, a heap box `{ %swift.refcounted, %T... }` whose metadata's destroy
/// releases the value (see `GenProto`).
enum ValueKind {
  /// No references inside: copies are bitwise, nothing to release.
  case trivial
  /// One strong reference (`i8*`): class instance, String, Array.
  case reference
  /// `{ object, witness table }`: the object is a strong reference.
  case existential
  /// A struct: each stored property in order.
  case aggregate([SwiftType])
  /// An enum whose cases' associated values hold references (outlined copy/destroy).
  case enumPayload(EnumLayout)
}

extension IRGenModule {
  /// `%swift.refcounted = type { i8* metadata, i64 refCount }`, the MSHeapObject header.
  var refCountedType: IRType { types.refCounted }
  /// `%swift.existential = type { i8* object, i8* witnessTable }`.
  var existentialType: IRType { types.existential }

  /// The LLVM type of a value of Swift type `t`.
  func irType(_ t: SwiftType) -> IRType {
    switch t {
    case .int: ir.i64
    case .double: ir.double
    case .bool: ir.i1
    case .string: ir.ptr
    case .void: ir.literalStruct([])
    case .nominal(let d):
      switch d {
      case is ClassDecl: ir.ptr
      case let s as StructDecl: structType(s)
      case let e as EnumDecl: enumType(e)
      default: ir.ptr
      }
    case .existential: existentialType
    case .optional(let w): optionalType(w)
    case .array: ir.ptr
    case .tuple(let ts, _): ts.isEmpty ? ir.literalStruct([]) : ir.literalStruct(ts.map(irType))
    case .function: ir.literalStruct([ir.ptr, ir.ptr])
    case .genericParameter, .dependentMember: ir.ptr
    case .range(.halfOpen, _), .range(.closed, _): ir.literalStruct([ir.i64, ir.i64])
    // A class's metatype is its metadata (the dynamic class of `type(of: object)`), as
    // is a protocol value's dynamic type (`type(of: shape)`).
    case .metatype(let i) where i.hasMetadataAsMetatype: ir.ptr
    case .metatype, .range: ir.literalStruct([])
    case .error: ir.literalStruct([])
    case .character, .substring: ir.ptr
    case .stringIndex: ir.i64
    case .dictionary, .set: ir.ptr
    case .sizedInteger(let k): ir.intType(bits: k.bitWidth)
    case .boundGeneric(let d, _):
      switch d {
      case let s as StructDecl: structType(s, t)
      case is EnumDecl: enumLayout(of: t)?.irType ?? ir.ptr
      default: ir.ptr
      }
    // `Any` is laid out as a protocol's existential (see GenAny.swift).
    case .any: existentialType
    case .anyObject: ir.ptr
    case .opaque: irType(t.revealingOpaqueTypes)
    }
  }

  /// The LLVM type used for a function result of type `t` (`void` for `()`).
  func irResultType(_ t: SwiftType) -> IRType {
    if isVoidLike(t) { return ir.void }
    return irType(t)
  }

  func isVoidLike(_ t: SwiftType) -> Bool {
    switch t {
    case .void, .error: true
    case .tuple(let ts, _): ts.isEmpty
    default: false
    }
  }

  /// `%T4main5PointV = type { fields }`, created on first use; a generic struct's, for
  /// its generic arguments in `bound` (`%T4main5StackVySiG`).
  func structType(_ s: StructDecl, _ bound: SwiftType? = nil) -> IRType {
    let name = "T" + (bound.map { mangler.typeName($0) } ?? mangledTypeName(s))
    if let t = types.structs[name] { return t }
    let t = ir.namedStruct(name)
    types.structs[name] = t
    ir.setBody(t, storedPropertyTypes(of: s, bound ?? .nominal(s)).map(irType))
    return t
  }

  /// The types of the stored properties of a struct or class `t` (of declaration `n`),
  /// with a generic type's arguments substituted.
  func storedPropertyTypes(of n: NominalTypeDecl, _ t: SwiftType) -> [SwiftType] {
    let subs = n.substitutions(in: t)
    return storedProperties(of: n).map { ($0.interfaceType ?? .error).substituting(subs) }
  }

  /// Enums: see `EnumLayout`.
  func enumType(_ e: EnumDecl) -> IRType { enumLayout(e).irType }

  /// `T?` (see `OptionalRepresentation`).
  func optionalType(_ w: SwiftType) -> IRType {
    switch optionalRepresentation(w) {
    case .nullablePointer: ir.ptr
    case .nullableExistential: existentialType
    case .tagged: ir.literalStruct([irType(w), ir.i1])
    }
  }

  /// The mangled name of a nominal type without `$s` (`4main5PointV`), as swiftc names
  /// its LLVM struct types (`%T4main5PointV`).
  func mangledTypeName(_ n: NominalTypeDecl) -> String {
    String(mangler.typeMetadata(n).dropFirst(2).dropLast())
  }

  /// `Module.Type`, as Swift's reflection names a type.
  func qualifiedName(_ n: NominalTypeDecl) -> String {
    let module = n.moduleName.isEmpty ? moduleName : n.moduleName
    let outermost = n.outermostNominal.moduleName.isEmpty ? moduleName : n.outermostNominal.moduleName
    // A type nested in another module's type (in an extension): the runtime names the
    // extension's module first.
    let prefix = outermost == module ? "" : "(extension in \(module)):"
    return prefix + outermost + "." + n.nestedName
  }

  /// The stored instance properties of a struct or class, in declaration order (not
  /// those of a superclass).
  func storedProperties(of n: NominalTypeDecl) -> [VarDecl] {
    if let cached = types.storedProperties[ObjectIdentifier(n)] { return cached }
    let props = n.members.compactMap { m -> VarDecl? in
      guard let v = m as? VarDecl, !(v is ParamDecl), v.kind == .stored,
        !v.modifiers.isStatic, !v.modifiers.isClass, !v.isObservingOverride
      else { return nil }
      return v
    }
    types.storedProperties[ObjectIdentifier(n)] = props
    return props
  }

  /// How values of `t` are copied and destroyed.
  func valueKind(_ t: SwiftType) -> ValueKind {
    switch t {
    case .int, .double, .bool, .void, .error, .metatype, .range: return .trivial
    case .string, .array: return .reference
    case .nominal(let d):
      switch d {
      case is ClassDecl: return .reference
      case let s as StructDecl:
        let fields = storedPropertyTypes(of: s, t)
        return fields.contains(where: { !isTrivial($0) }) ? .aggregate(fields) : .trivial
      case let e as EnumDecl:
        let l = enumLayout(e)
        return l.isTrivial ? .trivial : .enumPayload(l)
      default: return .trivial
      }
    case .existential: return .existential
    case .optional(let w):
      switch optionalRepresentation(w) {
      case .nullablePointer: return .reference
      case .nullableExistential: return .existential
      case .tagged: return isTrivial(w) ? .trivial : .aggregate([w, .bool])
      }
    case .tuple(let ts, _):
      return ts.contains(where: { !isTrivial($0) }) ? .aggregate(ts) : .trivial
    case .function: return .aggregate([.void, .string])
    case .genericParameter, .dependentMember: return .reference
    case .character, .substring: return .reference
    case .stringIndex: return .trivial
    case .dictionary, .set: return .reference
    case .sizedInteger: return .trivial
    case .boundGeneric(let d, _):
      if d is ClassDecl { return .reference }
      if let l = enumLayout(of: t) { return l.isTrivial ? .trivial : .enumPayload(l) }
      let fields = storedPropertyTypes(of: d, t)
      return fields.contains(where: { !isTrivial($0) }) ? .aggregate(fields) : .trivial
    case .any: return .existential
    case .anyObject: return .reference
    case .opaque: return valueKind(t.revealingOpaqueTypes)
    }
  }

  func isTrivial(_ t: SwiftType) -> Bool {
    if case .trivial = valueKind(t) { return true }
    return false
  }
}

/// The named LLVM types IRGen reuses, cached per module.
final class TypeCache {
  let refCounted: IRType
  let existential: IRType
  /// `{ i8* superclass, i8* name, i8* destroy, i64 instanceSize }`: MSMetadata.
  let metadataHeader: IRType
  /// By the LLVM name (`T4main5StackVySiG`): a generic struct has one per argument list.
  var structs: [String: IRType] = [:]
  var classes: [ObjectIdentifier: IRType] = [:]
  var storedProperties: [ObjectIdentifier: [VarDecl]] = [:]

  init(_ ir: IRModule) {
    refCounted = ir.namedStruct("swift.refcounted")
    ir.setBody(refCounted, [ir.ptr, ir.i64])
    existential = ir.namedStruct("swift.existential")
    ir.setBody(existential, [ir.ptr, ir.ptr])
    metadataHeader = ir.namedStruct("swift.type")
    ir.setBody(metadataHeader, [ir.ptr, ir.ptr, ir.ptr, ir.i64])
  }
}
