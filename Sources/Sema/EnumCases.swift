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
  }

  private func checkRawValues(_ d: EnumDecl, _ rawType: SwiftType) {
    var sites: [RawValueSite] = []
    var notRawRepresentable = false
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
        } else if e.rawValue == nil, !notRawRepresentable {
          // (The first case without one only, as swiftc.)
          error(SemaDiagnostics.explicitRawValuesRequired(), at: e.nameLoc)
          notRawRepresentable = true
        }
      }
    case .int, .sizedInteger:
      var next: Int64? = 0
      var countedFrom: SourceLoc?
      for e in enumElements(of: d) {
        if let i = e.rawValue as? IntegerLiteralExpr {
          sites.append(RawValueSite(key: String(i.value), loc: i.loc, countedFrom: nil))
          next = i.value
          countedFrom = i.loc
        } else if e.rawValue == nil {
          guard let value = next else {
            // One past Int.max: swiftc reports the literal it would need, once for
            // `rawValue` and once for `init?(rawValue:)`, the two members using it.
            let overflow = Diagnostic(.error, SemaDiagnostics.integerLiteralOverflow("9223372036854775808", rawType), at: e.nameLoc)
            flowErrors += [overflow, overflow]
            return
          }
          sites.append(RawValueSite(key: String(value), loc: e.nameLoc, countedFrom: countedFrom))
        } else {
          next = nil
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
            if !notRawRepresentable { error(SemaDiagnostics.rawValueAfterNonInteger(), at: e.nameLoc) }
            notRawRepresentable = true
            continue
          }
          value = n
          next = n + 1
          sites.append(RawValueSite(key: "\(value)", loc: e.nameLoc, countedFrom: countedFrom))
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
      // (swiftc reports it after the case's error, which is further on: in a later
      // phase, with the effect checks.)
      let saved = phase
      phase = 1
      error(SemaDiagnostics.rawRepresentableNotSynthesized(d.name, rawType), at: d.inherited.first?.loc ?? d.nameLoc,
            notes: [.note(SemaDiagnostics.addStubs(), at: d.nameLoc)])
      phase = saved
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
      }
      error(SemaDiagnostics.rawValueNotUnique(), at: site.loc, notes: notes)
    }
  }
}
