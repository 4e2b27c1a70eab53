import AST

extension IRGen {
  /// The dispatch tables IRGen lays out, printed the way `swiftc -emit-sil` prints its
  /// own (`sil_vtable Employee { ... }`, `sil_witness_table EmployeeAddress: Address
  /// module Employee { ... }`): every class's vtable in slot order with the
  /// implementation each slot holds (plus the deallocating deinit the metadata's destroy
  /// entry points to), and every conformance's witness table in requirement order with
  /// its witness thunk.
  public static func dispatchTables(_ module: ModuleDecl, options: IRGenOptions) -> String {
    let igm = IRGenModule(module: module, options: options)
    return SILTablePrinter(igm: igm).print()
  }
}

/// Prints `sil_vtable` and `sil_witness_table` sections from `ClassLayout` and
/// `WitnessTableLayout`, the same layouts the metadata and witness tables are built from.
struct SILTablePrinter {
  let igm: IRGenModule

  func print() -> String {
    var classes: [ClassDecl] = []
    var conformances: [ProtocolConformance] = []
    func visit(_ d: Decl) {
      switch d {
      case let c as ClassDecl:
        classes.append(c)
        conformances += igm.conformancesDeclaredHere(c)
        c.members.forEach(visit)
      case let n as NominalTypeDecl where !(n is ProtocolDecl):
        conformances += igm.conformancesDeclaredHere(n)
        n.members.forEach(visit)
      case let e as ExtensionDecl:
        if let n = e.extendedNominal, n.builtinType != nil {
          // (A built-in type's conformances each where its extension declares it.)
          conformances += igm.builtinConformancesDeclared(in: e)
        } else if let n = e.extendedNominal, igm.isImported(n) {
          conformances += igm.conformancesDeclaredHere(n)
        }
      default:
        break
      }
    }
    igm.module.decls.forEach(visit)
    var seen = Set<ObjectIdentifier>()
    conformances = conformances.filter { seen.insert(ObjectIdentifier($0)).inserted }

    var out = ""
    var structs: [StructDecl] = []
    func collectStructs(_ d: Decl) {
      if let s = d as? StructDecl { structs.append(s) }
      if let n = d as? NominalTypeDecl { n.members.forEach(collectStructs) }
    }
    igm.module.decls.forEach(collectStructs)
    for s in structs { out += layout(of: s) }
    for c in classes { out += layout(of: c) }
    if !structs.isEmpty || !classes.isEmpty { out += "\n" }
    for c in classes { out += vtable(c) + "\n" }
    for conf in conformances { out += witnessTable(conf) + "\n" }
    return out
  }

  /// `// struct Point: 16 bytes { x: Int @0, y: Int @8 }`: the stored properties' offsets.
  private func layout(of s: StructDecl) -> String {
    let t = igm.structType(s)
    let fields = igm.storedProperties(of: s).enumerated().map { i, v in
      "\(v.name): \(typeName(v.interfaceType ?? .error)) @\(igm.ir.offset(of: i, in: t))"
    }
    return "// struct \(s.name): \(igm.ir.size(of: t)) bytes { \(fields.joined(separator: ", ")) }\n"
  }

  /// `// class Employee: 56 bytes { header @0, firstName: String @16, ... }`: an
  /// instance's layout, superclass fields first.
  private func layout(of c: ClassDecl) -> String {
    let l = igm.classLayout(c)
    let fields = l.fields.enumerated().map { i, v in
      "\(v.name): \(typeName(v.interfaceType ?? .error)) @\(igm.ir.offset(of: i + 1, in: l.instanceType))"
    }
    return "// class \(c.name): \(igm.ir.size(of: l.instanceType)) bytes { header @0\(fields.map { ", " + $0 }.joined()) }\n"
  }

  private func vtable(_ c: ClassDecl) -> String {
    let layout = igm.classLayout(c)
    var out = "sil_vtable \(c.name) {\n"
    for entry in layout.vtable {
      let slot = entry.slotDecl
      let impl = entry.implementation
      let owner = igm.enclosingNominal(slot)?.name ?? c.name
      let implOwner = igm.enclosingNominal(impl)?.name ?? c.name
      let symbol = igm.symbolName(.body(impl))
      // As swiftc marks them: an entry this class does not implement is [inherited], one
      // it implements for a superclass's slot is [override].
      let mark = igm.enclosingNominal(impl) !== c ? " [inherited]" : impl !== slot ? " [override]" : ""
      // (A `class func`'s `self` is the metatype, a `class var`'s getter's too; swiftc's
      // comment calls them static.)
      let isClassMethod = (slot as? FuncDecl)?.modifiers.isClass == true
        || (slot as? AccessorDecl)?.storage?.modifiers.isClass == true
      // (A `required` initializer's entry is its allocating entry point, on the metatype.)
      let isAllocator = slot is ConstructorDecl
      let name = memberName(slot) + (isAllocator ? "!allocator" : "")
      let selfName = isClassMethod || isAllocator ? owner + ".Type" : owner
      var implName = memberName(impl, long: true)
      if isAllocator { implName = "__allocating_" + implName }
      out += "  #\(owner).\(name): \(methodType(slot, selfName: selfName)) : @\(symbol)\(mark)"
      out += "\t// \(isClassMethod ? "static " : "")\(implOwner).\(implName)\n"
    }
    out += "  #\(c.name).deinit!deallocator: @\(igm.symbolName(.deallocatingDeinit(c)))\t// \(c.name).__deallocating_deinit\n"
    out += "}\n"
    return out
  }

  private func witnessTable(_ conf: ProtocolConformance) -> String {
    let layout = igm.witnessTableLayout(conf.proto)
    let p = conf.proto.name
    // (As the least visible of the type and the protocol: `private` for a private or
    // fileprivate one, `hidden` for an internal one, nothing for public ones.)
    let linkage: String
    switch min(conf.type.access, conf.proto.access) {
    case .private, .fileprivate: linkage = "private "
    case .internal: linkage = "hidden "
    case .public, .open: linkage = ""
    }
    var out = "sil_witness_table \(linkage)\(conformingType(conf.type)): \(p) module \(conf.moduleName) {\n"
    for e in layout.entries {
      let symbol = igm.mangler.witnessThunk(conf, requirement: e.requirement, accessor: e.accessor)
      let name: String
      let type: String
      if let v = e.requirement as? VarDecl {
        let accessor = e.accessor == .setter ? "setter" : "getter"
        name = "\(v.name)!\(accessor)"
        let t = typeName(v.interfaceType ?? .error)
        type = e.accessor == .setter ? "(inout Self) -> (\(t)) -> ()" : "(Self) -> () -> \(t)"
      } else if let f = e.requirement as? FuncDecl {
        name = f.name
        let params = f.parameters.parameters.map { ($0.isInOut ? "inout " : "") + typeName($0.interfaceType ?? .error) }
        let selfPart = f.modifiers.isMutating ? "(inout Self)" : "(Self)"
        type = "\(selfPart) -> (\(params.joined(separator: ", "))) -> \(typeName(igm.resultType(f)))"
      } else {
        continue
      }
      let readable = e.requirement is VarDecl
        ? "\(p).\(e.requirement.name).\(e.accessor == .setter ? "setter" : "getter")"
        : "\(p).\((e.requirement as? AbstractFunctionDecl)?.fullName ?? e.requirement.name)"
      out += "  method #\(p).\(name): <Self where Self : \(p)> \(type) : @\(symbol)"
      out += "\t// protocol witness for \(readable) in conformance \(MangledEntity.conformingTypeName(conf.type))\n"
    }
    out += "}\n"
    return out
  }

  /// The type a witness table is for: a generic type's one table is over its own
  /// parameters, with their requirements (`<T where T : Shape> Fl<T>`).
  private func conformingType(_ n: NominalTypeDecl) -> String {
    let parameters = n.genericParameters
    if parameters.isEmpty { return n.builtinType.map(typeName) ?? n.name }
    let names = parameters.map(\.name).joined(separator: ", ")
    let requirements = parameters.flatMap { g in
      (g.superclass.map { ["\(g.name) : \($0.name)"] } ?? []) + g.conformsTo.map(\.name).sorted().map { "\(g.name) : \($0)" }
    }
    let clause = requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")
    return "<\(names)\(clause)> \(n.name)<\(names)>"
  }

  private func memberName(_ f: AbstractFunctionDecl, long: Bool = false) -> String {
    if let a = f as? AccessorDecl, let s = a.storage {
      return long ? "\(s.name).\(a.accessorKind == .get ? "getter" : "setter")" : "\(s.name)!\(a.accessorKind == .get ? "getter" : "setter")"
    }
    return long ? f.fullName : f.name
  }

  private func methodType(_ f: AbstractFunctionDecl, selfName: String) -> String {
    if let a = f as? AccessorDecl, let s = a.storage {
      let t = typeName(s.interfaceType ?? .error)
      return a.accessorKind == .get ? "(\(selfName)) -> () -> \(t)" : "(\(selfName)) -> (\(t)) -> ()"
    }
    let params = f.parameters.parameters.map { ($0.isInOut ? "inout " : "") + typeName($0.interfaceType ?? .error) }
    return "(\(selfName)) -> (\(params.joined(separator: ", "))) -> \(typeName(igm.resultType(f)))"
  }

  private func typeName(_ t: SwiftType) -> String {
    switch t {
    case .existential(let p): "any \(p.name)"
    case .optional(let w): "Optional<\(typeName(w))>"
    case .array(let e): "Array<\(typeName(e))>"
    case .void: "()"
    case .dictionary(let k, let v): "Dictionary<\(typeName(k)), \(typeName(v))>"
    case .set(let e): "Set<\(typeName(e))>"
    default: t.description
    }
  }
}
