/// "Type T conforms to protocol P", as Sema checked it: for every requirement of P, the
/// member of T that fulfils it (its witness). IRGen turns each into a witness table
/// (`sil_witness_table EmployeeAddress: Address module Employee { ... }`).
public final class ProtocolConformance {
  public unowned let type: NominalTypeDecl
  public unowned let proto: ProtocolDecl
  /// The module in which the conformance is declared (the type's, or an extension's).
  public let moduleName: String
  /// Requirement -> witness, in the order the protocol declares its requirements.
  /// A property requirement (`VarDecl`) is witnessed by a stored or computed property;
  /// a method requirement (`FuncDecl`) by a method.
  public var witnesses: [(requirement: ValueDecl, witness: ValueDecl)] = []
  /// What each associated type of the protocol is for the type (`Item` -> `Int`), by the
  /// `AssociatedTypeDecl`'s identity; in terms of the type's own generic parameters for
  /// a generic struct (`Item` -> `Element`).
  public var typeWitnesses: [ObjectIdentifier: SwiftType] = [:]

  public init(type: NominalTypeDecl, proto: ProtocolDecl, moduleName: String) {
    self.type = type
    self.proto = proto
    self.moduleName = moduleName
  }

  public func witness(for requirement: ValueDecl) -> ValueDecl? {
    witnesses.first { $0.requirement === requirement }?.witness
  }
}

extension NominalTypeDecl {
  /// The conformance of this type, or of its nearest superclass that declares one, to
  /// `p` (a subclass inherits its superclass's conformances and their witnesses).
  public func conformance(to p: ProtocolDecl) -> ProtocolConformance? {
    conformance { $0 === p }
  }

  /// The conformance of this type, or of its nearest superclass that declares one, to a
  /// protocol `matches` accepts.
  public func conformance(where matches: (ProtocolDecl) -> Bool) -> ProtocolConformance? {
    var current: NominalTypeDecl? = self
    while let c = current {
      if let conf = c.conformances.first(where: { matches($0.proto) }) { return conf }
      current = (c as? ClassDecl)?.superclass
    }
    return nil
  }
}

extension NominalTypeDecl {
  /// The conformance of this type (or of a superclass) to the standard library's
  /// `CustomStringConvertible` (stdlib/CustomStringConvertible.swift): its `description`
  /// is what `print` and interpolation show.
  public var customStringConvertibleConformance: ProtocolConformance? {
    conformance { $0.name == "CustomStringConvertible" && $0.moduleName == "Swift" }
  }

  /// The conformance to the standard library's `CustomDebugStringConvertible`
  /// (stdlib/CustomDebugStringConvertible.swift): its `debugDescription` is what a
  /// collection or an optional shows of the value.
  public var customDebugStringConvertibleConformance: ProtocolConformance? {
    conformance { $0.name == "CustomDebugStringConvertible" && $0.moduleName == "Swift" }
  }
}
