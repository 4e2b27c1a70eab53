import AST
import Basic

/// The cases of an enum must be distinct: names (`invalid redeclaration`), raw values
/// (explicit or implicit: `"b"` for `case b`, the previous Int plus one; a Double's
/// by value, `1` and `1.0` the same), and an implicit Int raw value must not overflow
/// (reported with the checks after type checking, as swiftc does). A raw value that
/// cannot be made (a Character's not written, a Double's after a non-integer) leaves
/// the enum without its RawRepresentable conformance, swiftc's follow-on error.
extension TypeChecker {
  func checkEnumCases() {
    for case let d as EnumDecl in nominals where d.moduleName == module.name {
      checkDistinctNames(d)
      if let raw = d.rawType { checkRawValues(d, raw) }
    }
  }

  /// A case's raw value, a literal of the enum's raw type: one of another kind (`"x"`
  /// for an Int, `1.5` for an Int, `nil`) is swiftc's error, and leaves the enum without its
  /// RawRepresentable conformance (`checkRawValues`).
  func checkRawValue(_ raw: Expr, _ rawType: SwiftType) -> Expr {
    if raw is NilLiteralExpr {
      error(SemaDiagnostics.cannotConvertNilToRawType(rawType), at: raw.loc)
      raw.type = .error
      return raw
    }
    if let literal = rawLiteralType(raw), !rawTypeAccepts(rawType, literal) {
      error(SemaDiagnostics.cannotConvertToRawType(literal, rawType), at: raw.loc)
      return checkExpr(raw)
    }
    return checkExpr(raw, convertTo: rawType, reason: .specifiedType)
  }

  /// The type of a raw value's literal (nil for another expression).
  private func rawLiteralType(_ raw: Expr) -> SwiftType? {
    switch raw {
    case is StringLiteralExpr: .string
    case is IntegerLiteralExpr: .int
    case is FloatLiteralExpr: .double
    case is BooleanLiteralExpr: .bool
    default: nil
    }
  }

  /// Can a literal of type `literal` be a raw value of type `rawType`? (True when the raw
  /// type itself is refused: `rawTypeNotLiteral`.)
  private func rawTypeAccepts(_ rawType: SwiftType, _ literal: SwiftType) -> Bool {
    switch rawType {
    case .string, .character: literal == .string
    case .int, .sizedInteger: literal == .int
    case .double: literal == .int || literal == .double
    default: true
    }
  }

  private func checkDistinctNames(_ d: EnumDecl) {
    var first: [String: EnumElementDecl] = [:]
    for e in enumElements(of: d) {
      if let previous = first[e.name] {
        error(SemaDiagnostics.invalidRedeclaration(e.name), at: e.nameLoc,
              notes: [.note(SemaDiagnostics.previouslyDeclaredHere(e.name), at: previous.nameLoc)])
      } else {
        first[e.name] = e
      }
    }
  }

  /// A case's raw value as a key, where it was written (the literal, or the case name
  /// when implicit), and for an implicit Int the literal it was counted from.
  private struct RawValueSite {
    let key: String
    let loc: SourceLoc
    let countedFrom: SourceLoc?
    /// An implicit number counted from zero, no literal before it.
    var isCountedFromZero = false
  }

  private func checkRawValues(_ d: EnumDecl, _ rawType: SwiftType) {
    var sites: [RawValueSite] = []
    // (A raw value of another type, `checkRawValue`'s error.)
    let wrongKind = enumElements(of: d).filter { e in
      e.rawValue is NilLiteralExpr || e.rawValue.flatMap(rawLiteralType).map { !rawTypeAccepts(rawType, $0) } ?? false
    }
    for e in wrongKind { casesWithBadRawValues.insert(ObjectIdentifier(e)) }
    var notRawRepresentable = !wrongKind.isEmpty
    var missingReported = false
    switch rawType {
    case .string:
      for e in enumElements(of: d) {
        if let s = e.rawValue as? StringLiteralExpr {
          sites.append(RawValueSite(key: s.value, loc: s.loc, countedFrom: nil))
        } else if e.rawValue == nil {
          sites.append(RawValueSite(key: e.name, loc: e.nameLoc, countedFrom: nil))
        }
      }
    case .character:
      for e in enumElements(of: d) {
        if let c = e.rawValue as? StringLiteralExpr {
          sites.append(RawValueSite(key: c.value, loc: c.loc, countedFrom: nil))
        } else if e.rawValue == nil, !missingReported {
          // (The first case without one only, as swiftc.)
          error(SemaDiagnostics.explicitRawValuesRequired(), at: e.nameLoc)
          casesWithBadRawValues.insert(ObjectIdentifier(e))
          notRawRepresentable = true
          missingReported = true
        }
      }
    case .int, .sizedInteger:
      var next: Int64? = 0
      var afterNonInteger = false
      var countedFrom: SourceLoc?
      for e in enumElements(of: d) {
        if let i = e.rawValue as? IntegerLiteralExpr {
          sites.append(RawValueSite(key: String(i.value), loc: i.loc, countedFrom: nil))
          next = i.value
          afterNonInteger = false
          countedFrom = i.loc
        } else if e.rawValue == nil {
          guard let value = next else {
            if afterNonInteger {
              if !missingReported {
                error(SemaDiagnostics.rawValueAfterNonInteger(), at: e.nameLoc)
                casesWithBadRawValues.insert(ObjectIdentifier(e))
              }
              notRawRepresentable = true
              missingReported = true
              continue
            }
            // One past Int.max: swiftc reports the literal it would need, once for
            // `rawValue` and once for `init?(rawValue:)`, the two members using it.
            let overflow = Diagnostic(.error, SemaDiagnostics.integerLiteralOverflow("9223372036854775808", rawType), at: e.nameLoc)
            flowErrors += [overflow, overflow]
            return
          }
          sites.append(RawValueSite(key: String(value), loc: e.nameLoc, countedFrom: countedFrom, isCountedFromZero: countedFrom == nil))
        } else {
          next = nil
          afterNonInteger = true
          continue
        }
        next = next.flatMap { $0 == Int64.max ? nil : $0 + 1 }
      }
    case .double:
      // An implicit raw value counts on from an integer literal (0 at first: 0.0, 1.0).
      var next: Double? = 0
      var countedFrom: SourceLoc?
      for e in enumElements(of: d) {
        let value: Double
        switch e.rawValue {
        case let i as IntegerLiteralExpr:
          value = Double(i.value)
          next = value + 1
          countedFrom = i.loc
          sites.append(RawValueSite(key: "\(value)", loc: i.loc, countedFrom: nil))
        case let f as FloatLiteralExpr:
          next = nil
          sites.append(RawValueSite(key: "\(f.value)", loc: f.loc, countedFrom: nil))
        case nil:
          guard let n = next else {
            if !missingReported {
              error(SemaDiagnostics.rawValueAfterNonInteger(), at: e.nameLoc)
              casesWithBadRawValues.insert(ObjectIdentifier(e))
            }
            notRawRepresentable = true
            missingReported = true
            continue
          }
          value = n
          next = n + 1
          sites.append(RawValueSite(key: "\(value)", loc: e.nameLoc, countedFrom: countedFrom, isCountedFromZero: countedFrom == nil))
        default:
          next = nil
        }
      }
    default:
      if !rawType.isError {
        error(SemaDiagnostics.rawTypeNotLiteral(rawType), at: d.inherited.first?.loc ?? d.nameLoc)
        notRawRepresentable = true
      }
    }
    if notRawRepresentable {
      enumsWithoutRawValues.insert(ObjectIdentifier(d))
      // (swiftc reports it after the cases' errors, further on: as at the enum's end.)
      report(Diagnostic(.error, SemaDiagnostics.rawRepresentableNotSynthesized(d.name, rawType),
                        at: d.inherited.first?.loc ?? d.nameLoc, notes: [.note(SemaDiagnostics.addStubs(), at: d.nameLoc)]),
             sortedAt: d.range.end)
      return
    }
    var first: [String: RawValueSite] = [:]
    for site in sites {
      guard let previous = first[site.key] else {
        first[site.key] = site
        continue
      }
      var notes = [Diagnostic.note(SemaDiagnostics.rawValuePreviouslyUsed(), at: previous.loc)]
      if let from = previous.countedFrom {
        notes.append(.note(SemaDiagnostics.rawValueAutoIncremented(), at: from))
      } else if previous.isCountedFromZero {
        notes.append(.note(SemaDiagnostics.rawValueCountedFromZero(), at: previous.loc))
      }
      error(SemaDiagnostics.rawValueNotUnique(), at: site.loc, notes: notes)
    }
  }
}
