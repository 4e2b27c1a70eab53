import AST

// Mutable addressors (`unsafeMutableAddress { }`), swiftc's way of letting a mutation
// write into storage in place. A subscript with only `get` and `set` makes `a[i] += 1`
// a copy of the element out and back, and `a[i][j] = x` a copy of the inner array (its
// buffer no longer unique when the copy is written to); an addressor gives the storage's
// address instead, and the mutation works on it. Only the library declares one, for
// Array's index subscript (stdlib/ArraySubscript.swift); its result is the library's
// `UnsafeMutablePointer<Element>`, the address as a word, which IRGen reads as the
// element's address (`emitAddressedSubscriptLValue`). A program's addressor is "not
// supported yet": the subset has no pointers to write one with. Its sibling
// `unsafeMutablePayloadAddress`, beside `get` and `set` of a `T?` subscript, gives the
// address of the `T` held, or 0 for nil (Dictionary's `subscript(_:)`: `d[k]?.append(x)`
// in place).

extension TypeChecker {
  /// Checks where addressor `accessor` of `storage` is declared: a subscript of module
  /// `Swift`. Elsewhere it is "not supported yet".
  func checkMutableAddressorPlacement(_ accessor: AccessorDecl, of storage: VarDecl) -> Bool {
    guard storage is SubscriptDecl, storage.outermostDecl.isInStandardLibrary else {
      notSupportedDeclaration("an '\(accessor.accessorKind.rawValue)' accessor", at: accessor.loc)
      return false
    }
    return true
  }

  /// `UnsafeMutablePointer<pointee>`, an addressor's result: the library's struct, not a
  /// program's of that name.
  func mutableAddressorResult(_ pointee: SwiftType) -> SwiftType {
    let name = "UnsafeMutablePointer"
    let candidates = [globalTypes[name], importedTypes[name]].compactMap { $0 }
    guard let d = candidates.first(where: \.isInStandardLibrary) else { return .error }
    return .boundGeneric(d, [pointee])
  }

  /// `UnsafeMutablePointer<T>`, the result of the payload addressor of storage of type
  /// `T?`; an error for storage that is not optional.
  func payloadAddressorResult(_ storage: SwiftType) -> SwiftType {
    guard case .optional(let wrapped) = storage else { return .error }
    return mutableAddressorResult(wrapped)
  }
}

extension TypeChecker {
  /// Array's `subscript(_: Int) -> Element` (stdlib/ArraySubscript.swift), which `a[i]`
  /// uses, with its accessors' bodies asked for; nil without the library.
  func libraryArrayIndexSubscript() -> SubscriptDecl? {
    guard let d = builtinStandIn(of: .array(.int)) else { return nil }
    let found = (memberTables[ObjectIdentifier(d)]?["subscript"] ?? []).first { isLibraryArrayIndexSubscript($0) }
    guard let s = found as? SubscriptDecl else { return nil }
    requestLibraryBodies(of: [s])
    return s
  }

  /// Is `d` Array's index subscript of the library (which the checks of `a[i]` keep
  /// beside slicing, `a[1..<3]`)?
  func isLibraryArrayIndexSubscript(_ d: ValueDecl) -> Bool {
    guard let s = d as? SubscriptDecl, s.outermostDecl.isInStandardLibrary, s.mutableAddressor != nil,
      s.indices.parameters.count == 1, s.indices.parameters[0].argumentLabel == nil
    else { return false }
    return true
  }
}

extension TypeChecker {
  /// Dictionary's `subscript(_:)` (labels `[nil]`) or `subscript(_:default:)` (labels
  /// `[nil, "default"]`) of the library (stdlib/DictionarySubscripts.swift), which
  /// `d[k]` and `d[k, default: v]` use, with its accessors' bodies asked for; nil
  /// without the library.
  func libraryDictionarySubscript(labels: [String?]) -> SubscriptDecl? {
    guard let d = builtinStandIn(of: .dictionary(.int, .int)) else { return nil }
    let found = (memberTables[ObjectIdentifier(d)]?["subscript"] ?? []).first {
      isLibraryDictionarySubscript($0) && ($0 as? SubscriptDecl)?.indices.parameters.map(\.argumentLabel) == labels
    }
    guard let s = found as? SubscriptDecl else { return nil }
    requestLibraryBodies(of: [s])
    return s
  }

  /// Is `d` one of Dictionary's two subscripts of the library (checked by
  /// `checkDictionarySubscript`, with swiftc's diagnostics)?
  func isLibraryDictionarySubscript(_ d: ValueDecl) -> Bool {
    guard let s = d as? SubscriptDecl, s.outermostDecl.isInStandardLibrary,
      s.mutableAddressor != nil || s.payloadAddressor != nil
    else { return false }
    return s.indices.parameters.first?.argumentLabel == nil
  }
}
