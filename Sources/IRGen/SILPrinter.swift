import AST
import Basic
import CLLVM

extension IRGen {
  /// `-emit-sil`: what stands between the typed tree and LLVM IR. swiftc lowers the tree
  /// to SIL, where layouts, dispatch tables and reference counting become explicit;
  /// miniswiftc lowers straight to LLVM IR, and this listing shows the same decisions as
  /// IRGen made them: every type's layout (field offsets and sizes, metadata, existential
  /// containers), every function's body at `-Onone` (after LLVM's passes with `-O`) with
  /// its `ms_retain`/`ms_release` calls and a comment naming what each call, field access
  /// and dynamic dispatch is, then the `sil_vtable` and `sil_witness_table` sections in
  /// swiftc's format (see `dispatchTables`).
  public static func silListing(_ module: ModuleDecl, options: IRGenOptions) -> String {
    let igm = IRGenModule(module: module, options: options)
    igm.mangler.entities = [:]
    igm.facts = EmissionFacts()
    igm.emitModule()
    igm.tagDispatchCalls()
    if options.optimize { GeneratedModule(igm).optimize() }
    return SILPrinter(igm: igm).print()
  }
}

/// Prints `IRGen.silListing`: layouts from `ClassLayout`/`TypeLowering` measured with the
/// target's data layout, metadata read back from the emitted globals, function bodies
/// from the emitted LLVM functions with what IRGen recorded while emitting them (the
/// declaration of each symbol, each dispatch, retain and release: `EmissionFacts`),
/// tables from `SILTablePrinter`.
struct SILPrinter {
  let igm: IRGenModule
  private let dataLayout: LLVMTargetDataRef
  /// LLVM struct type name (`T8EmployeeAAC`) -> the type it lays out.
  private var nominalsByIRName: [String: NominalTypeDecl] = [:]

  init(igm: IRGenModule) {
    self.igm = igm
    dataLayout = LLVMGetModuleDataLayout(igm.ir.module)
    var seen = Set<ObjectIdentifier>()
    func record(_ m: ModuleDecl) {
      guard seen.insert(ObjectIdentifier(m)).inserted else { return }
      for n in SILPrinter.nominals(in: m) where n is ClassDecl || n is StructDecl {
        nominalsByIRName["T" + igm.mangledTypeName(n)] = n
      }
      m.imports.forEach(record)
    }
    record(igm.module)
  }

  func print() -> String {
    var out = """
      // miniswiftc -emit-sil: the lowering between the typed tree (-dump-ast) and LLVM IR
      // (-emit-ir). swiftc writes it as SIL; miniswiftc lowers straight to LLVM IR, so this
      // shows the same decisions as IRGen made them: type layouts, each function's body with
      // its reference counting (ms_retain/ms_release), vtables and witness tables.


      """
    out += layouts()
    out += globals()
    out += functions()
    // The tables, without the one-line layout summaries `dispatchTables` puts first
    // (the layouts section above has them in full).
    let lines = SILTablePrinter(igm: igm).print().split(separator: "\n", omittingEmptySubsequences: false)
    let tables = lines.drop { !$0.hasPrefix("sil_") }.joined(separator: "\n")
    if !tables.isEmpty {
      out += "// MARK: Dispatch tables (as swiftc -emit-sil prints them)\n\n" + tables
    }
    return out
  }

  // MARK: - Layouts

  /// Structs, classes, enums and protocols declared in `m`, nested ones after their parent.
  static func nominals(in m: ModuleDecl) -> [NominalTypeDecl] {
    var out: [NominalTypeDecl] = []
    func visit(_ d: Decl, depth: Int) {
      guard depth < 100 else { return }
      switch d {
      case let n as NominalTypeDecl:
        out.append(n)
        for member in n.members { visit(member, depth: depth + 1) }
      case let e as ExtensionDecl:
        for member in e.members { visit(member, depth: depth + 1) }
      case let t as TopLevelCodeDecl:
        for case .decl(let inner) in t.body.elements { visit(inner, depth: depth + 1) }
      default:
        break
      }
    }
    for d in m.decls { visit(d, depth: 0) }
    return out
  }

  private func layouts() -> String {
    let types = SILPrinter.nominals(in: igm.module)
    guard !types.isEmpty else { return "" }
    var out = "// MARK: Type layouts (\(pointerSize * 8)-bit target; offsets and sizes in bytes)\n\n"
    for n in types {
      switch n {
      case let c as ClassDecl: out += classLayout(c)
      case let s as StructDecl: out += structLayout(s)
      case let p as ProtocolDecl: out += existentialLayout(p)
      case let e as EnumDecl: out += enumLayout(e)
      default: break
      }
    }
    return out
  }

  private var pointerSize: Int { Int(LLVMPointerSize(dataLayout)) }

  private func size(_ t: IRType) -> Int { Int(LLVMABISizeOfType(dataLayout, t.ref)) }

  private func offset(_ t: IRType, _ field: Int) -> Int { Int(LLVMOffsetOfElement(dataLayout, t.ref, UInt32(field))) }

  private func classLayout(_ c: ClassDecl) -> String {
    let layout = igm.classLayout(c)
    let t = layout.instanceType
    var out = "// class \(qualifiedName(c)): instance %\(irName(t)), \(size(t)) bytes\n"
    out += "sil_layout \(qualifiedName(c)) {\n"
    out += line("  header: %swift.refcounted", "offset 0, size \(size(igm.refCountedType)): metadata, reference count")
    for (i, v) in layout.fields.enumerated() {
      let owner = igm.classDeclaring(v).map(qualifiedName) ?? qualifiedName(c)
      out += fieldLine(owner, v, in: t, index: i + 1)
    }
    out += "}\n"
    out += metadata(of: c, labels: ["superclass", "name", "destroy", "instance size"])
    return out + "\n"
  }

  private func structLayout(_ s: StructDecl) -> String {
    let t = igm.structType(s)
    var out = "// struct \(qualifiedName(s)): %\(irName(t)), \(size(t)) bytes\n"
    out += "sil_layout \(qualifiedName(s)) {\n"
    for (i, v) in igm.storedProperties(of: s).enumerated() {
      out += fieldLine(qualifiedName(s), v, in: t, index: i)
    }
    out += "}\n"
    let metadataName = igm.mangler.typeMetadata(s)
    if let g = LLVMGetNamedGlobal(igm.ir.module, metadataName), LLVMGetInitializer(g) != nil {
      let box = igm.ir.literalStruct([igm.refCountedType, t])
      out += "// in an existential: a heap box { %swift.refcounted, %\(irName(t)) } of \(size(box)) bytes,"
      out += " the value at offset \(offset(box, 1))\n"
      out += metadata(of: s, labels: ["superclass", "name", "destroy", "box size"])
    }
    return out + "\n"
  }

  private func enumLayout(_ e: EnumDecl) -> String {
    let layout = igm.enumLayout(e)
    let t = layout.irType
    var out: String
    if layout.hasPayload {
      out = "// enum \(qualifiedName(e)): %\(irName(t)), \(size(t)) bytes\n"
      out += "sil_layout \(qualifiedName(e)) {\n"
      out += line("  case number: Int", "offset \(offset(t, 0)), size \(size(t.structElement(0)))")
      out += line("  payload", "offset \(offset(t, 1)), size \(size(t.structElement(1))): the case's associated values")
    } else {
      out = "// enum \(qualifiedName(e)): \(size(t)) bytes, its case number\n"
      out += "sil_layout \(qualifiedName(e)) {\n"
    }
    for (i, element) in layout.elements.enumerated() {
      let values = layout.payloadTypes[i]
      let text = "  #\(qualifiedName(e)).\(element.name)" + (values.isEmpty ? "" : "(" + values.map(typeName).joined(separator: ", ") + ")")
      var comment = "case \(i)"
      if let payload = layout.payloadStructs[i] {
        comment += ", payload of \(bytes(size(payload))): " + (values.allSatisfy(igm.isTrivial) ? "trivial" : "with references")
      }
      out += line(text, comment)
    }
    return out + "}\n\n"
  }

  private func existentialLayout(_ p: ProtocolDecl) -> String {
    let t = igm.existentialType
    var out = "// existential any \(qualifiedName(p)): %swift.existential, \(size(t)) bytes\n"
    out += "sil_layout any \(qualifiedName(p)) {\n"
    let entries = igm.witnessTableLayout(p).entries.count
    out += line("  object", "offset \(offset(t, 0)), size \(pointerSize): the class instance, or the box holding a struct")
    out += line("  witness table", "offset \(offset(t, 1)), size \(pointerSize): the conformance's \(entries) witnesses")
    out += "}\n"
    for n in SILPrinter.nominals(in: igm.module) {
      for conf in igm.conformancesDeclaredHere(n) where conf.proto === p {
        let symbol = igm.mangler.witnessTable(conf)
        out += line("// witness table @\(symbol)", MangledEntity.witnessTable(conf).silName ?? "", column: 0)
      }
    }
    return out + "\n"
  }

  private func fieldLine(_ owner: String, _ v: VarDecl, in t: IRType, index: Int) -> String {
    let type = v.interfaceType ?? .error
    let field = t.structElement(index)
    return line(
      "  #\(owner).\(v.name): \(typeName(type))",
      "offset \(offset(t, index)), size \(size(field)): \(arcDescription(type))")
  }

  /// What copying and destroying a value of `t` costs.
  private func arcDescription(_ t: SwiftType) -> String {
    switch igm.valueKind(t) {
    case .trivial: "trivial"
    case .reference: "reference-counted"
    case .existential: "existential, its object reference-counted"
    case .aggregate: "aggregate, its reference-counted fields"
    case .enumPayload: "enum, the references in its case's payload"
    }
  }

  /// A metadata record read back from its global's initializer: the header fields, then
  /// the vtable of a class.
  private func metadata(of n: NominalTypeDecl, labels: [String]) -> String {
    let symbol = igm.mangler.typeMetadata(n)
    guard let g = LLVMGetNamedGlobal(igm.ir.module, symbol), let initializer = LLVMGetInitializer(g) else {
      return ""
    }
    var out = line("// metadata @\(symbol)", MangledEntity.typeMetadata(n).silName ?? "", column: 0)
    out += "sil_metadata {\n"
    let type = LLVMTypeOf(initializer)!
    var fieldOffset = 0
    for i in 0..<Int(LLVMGetNumOperands(initializer)) {
      guard let operand = LLVMGetOperand(initializer, UInt32(i)) else { continue }
      fieldOffset = Int(LLVMOffsetOfElement(dataLayout, type, UInt32(i)))
      if i < labels.count {
        out += constantLine("  \(labels[i])", operand, offset: fieldOffset)
      } else {
        // The vtable: one function pointer per slot.
        for slot in 0..<Int(LLVMGetNumOperands(operand)) {
          guard let entry = LLVMGetOperand(operand, UInt32(slot)) else { continue }
          out += constantLine("  vtable[\(slot)]", entry, offset: fieldOffset + slot * pointerSize)
        }
      }
    }
    return out + "}\n"
  }

  private func constantLine(_ label: String, _ value: LLVMValueRef, offset: Int) -> String {
    var v = value
    var depth = 0
    while LLVMIsAConstantExpr(v) != nil, let inner = LLVMGetOperand(v, 0), depth < 10 {
      v = inner
      depth += 1
    }
    var text = "null"
    var comment = "offset \(offset)"
    if LLVMIsNull(v) != 0 {
      text = "null"
    } else if LLVMIsAConstantInt(v) != nil {
      text = String(LLVMConstIntGetSExtValue(v))
    } else if LLVMIsAGlobalVariable(v) != nil, let i = LLVMGetInitializer(v), LLVMIsConstantString(i) != 0 {
      var length = 0
      let p = LLVMGetAsString(i, &length)!
      let bytes = UnsafeBufferPointer(start: p, count: length).map { UInt8(bitPattern: $0) }
      text = "\"" + String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) + "\""
    } else {
      let name = IRValue(ref: v).name
      text = "@" + name
      if let readable = silName(name) { comment += ": " + readable }
    }
    return line("\(label): \(text)", comment)
  }

  // MARK: - Globals

  /// The module's global variables (metadata and witness tables are shown with layouts).
  private func globals() -> String {
    var out = ""
    var g = LLVMGetFirstGlobal(igm.ir.module)
    while let global = g {
      g = LLVMGetNextGlobal(global)
      let name = IRValue(ref: global).name
      guard LLVMGetInitializer(global) != nil, let entity = igm.mangler.entities?[name], let readable = entity.silName
      else { continue }
      switch entity {
      case .typeMetadata, .witnessTable: continue
      default: break
      }
      let type = LLVMGlobalGetValueType(global)!
      let s = LLVMPrintTypeToString(type)!
      let typeText = String(cString: s)
      LLVMDisposeMessage(s)
      out += line("sil_global @\(name) : \(typeText)", "\(readable), \(bytes(size(IRType(ref: type))))")
    }
    return out.isEmpty ? "" : "// MARK: Global variables\n\n" + out + "\n"
  }

  // MARK: - Functions

  private func functions() -> String {
    var out = ""
    var f = LLVMGetFirstFunction(igm.ir.module)
    while let fn = f {
      if LLVMIsDeclaration(fn) == 0 { out += function(fn) + "\n" }
      f = LLVMGetNextFunction(fn)
    }
    guard !out.isEmpty else { return "" }
    let stage = igm.options.optimize ? "after LLVM's -O pipeline" : "-Onone, as IRGen emits it"
    return "// MARK: Functions (LLVM IR, \(stage))\n\n" + out
  }

  private func function(_ fn: LLVMValueRef) -> String {
    let name = IRValue(ref: fn).name
    var out = "// " + readableName(name) + "\n"
    let count = LLVMCountParams(fn)
    if count > 0, IRValue(ref: LLVMGetParam(fn, count - 1)).name == "error" {
      // GenError.swift: swiftc passes the error in a `swifterror` register.
      out += "// throws: it stores what it throws (an any Error) at %error, the caller's slot, and returns;\n"
      out += "// the caller tests the slot after the call\n"
    }

    // The facts IRGen recorded about the instructions (their tags removed before the
    // function is printed).
    var instructions: [LLVMValueRef] = []
    var facts: [LLVMValueRef: EmissionFacts.Fact] = [:]
    var block = LLVMGetFirstBasicBlock(fn)
    while let b = block {
      var i = LLVMGetFirstInstruction(b)
      while let inst = i {
        instructions.append(inst)
        if let fact = igm.takeFact(inst) { facts[inst] = fact }
        i = LLVMGetNextInstruction(inst)
      }
      block = LLVMGetNextBasicBlock(b)
    }
    let annotations = instructions.map { annotation($0, facts) }
    let retains = annotations.filter { $0?.hasPrefix("strong_retain") == true }.count
    let releases = annotations.filter { $0?.hasPrefix("strong_release") == true }.count
    if retains + releases > 0 {
      out += "// reference counting: \(retains) ms_retain, \(releases) ms_release\n"
    }

    let s = LLVMPrintValueToString(fn)!
    let text = String(cString: s)
    LLVMDisposeMessage(s)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Instructions print one per line, indented; labels and braces are not.
    let instructionLines = lines.indices.filter { lines[$0].hasPrefix("  ") }
    let annotate = instructionLines.count == instructions.count
    var next = 0
    var body: [String] = []
    for (index, l) in lines.enumerated() {
      if annotate, next < instructionLines.count, instructionLines[next] == index {
        let comment = annotations[next]
        body.append(comment.map { line(l, $0) }.map { String($0.dropLast()) } ?? l)
        next += 1
      } else {
        body.append(l)
      }
    }
    while body.first?.isEmpty == true { body.removeFirst() }
    while body.last?.isEmpty == true { body.removeLast() }
    return out + body.joined(separator: "\n") + "\n"
  }

  /// What an instruction is in SIL's terms, when it is more than its LLVM text says: a
  /// retain or release, a dispatch, a call, as IRGen recorded it (`facts`); a call of the
  /// runtime or of a function IRGen mangled; a field access.
  private func annotation(_ inst: LLVMValueRef, _ facts: [LLVMValueRef: EmissionFacts.Fact]) -> String? {
    switch LLVMGetInstructionOpcode(inst) {
    case LLVMCall:
      guard let callee = LLVMGetCalledValue(inst) else { return nil }
      switch facts[inst] {
      case .retain(let loc)?: return "strong_retain" + statement(loc)
      case .release(let loc)?: return "strong_release" + statement(loc)
      default: break
      }
      if LLVMIsAFunction(callee) != nil {
        let name = IRValue(ref: callee).name
        switch name {
        case "ms_retain": return "strong_retain"
        case "ms_release": return "strong_release"
        case "ms_alloc_object": return "alloc_ref"
        default: return silName(name).map { "function_ref " + $0 }
        }
      }
      return dispatch(inst, callee, facts)
    case LLVMGetElementPtr:
      guard let type = LLVMGetGEPSourceElementType(inst), LLVMGetTypeKind(type) == LLVMStructTypeKind else {
        return nil
      }
      let count = Int(LLVMGetNumOperands(inst))
      guard count == 3, let index = LLVMGetOperand(inst, 2), LLVMIsAConstantInt(index) != nil else { return nil }
      return field(of: type, Int(LLVMConstIntGetSExtValue(index)), address: true)
    case LLVMExtractValue:
      guard LLVMGetNumIndices(inst) == 1, let aggregate = LLVMGetOperand(inst, 0), let indices = LLVMGetIndices(inst)
      else { return nil }
      return field(of: LLVMTypeOf(aggregate), Int(indices[0]), address: false)
    default:
      return nil
    }
  }

  /// `ref_element_addr #Employee.firstName` for a field of a class instance,
  /// `struct_element_addr`/`struct_extract` for a struct's, and the parts of
  /// existentials and boxes.
  private func field(of type: LLVMTypeRef, _ index: Int, address: Bool) -> String? {
    if type == igm.existentialType.ref {
      return index == 0 ? "the existential's object" : "the existential's witness table"
    }
    guard let cName = LLVMGetStructName(type) else {
      // `{ %swift.refcounted, %T... }`: the heap box of a struct in an existential.
      if LLVMCountStructElementTypes(type) == 2, LLVMStructGetTypeAtIndex(type, 0) == igm.refCountedType.ref,
        index == 1
      {
        return "project_box: the boxed value"
      }
      return nil
    }
    switch nominalsByIRName[String(cString: cName)] {
    case let c as ClassDecl:
      if index == 0 { return "the object's header" }
      guard let v = storedProperty(of: type, index) else { return nil }
      let owner = igm.classDeclaring(v).map(qualifiedName) ?? qualifiedName(c)
      return "ref_element_addr #\(owner).\(v.name)"
    case let s as StructDecl:
      guard let v = storedProperty(of: type, index) else { return nil }
      return (address ? "struct_element_addr" : "struct_extract") + " #\(qualifiedName(s)).\(v.name)"
    default:
      return nil
    }
  }

  /// An indirect call: of a method loaded from a class's vtable (`class_method`) or an
  /// existential's witness table (`witness_method`), or of a function value, as IRGen
  /// recorded the load of the function it calls.
  private func dispatch(_ call: LLVMValueRef, _ callee: LLVMValueRef, _ facts: [LLVMValueRef: EmissionFacts.Fact])
    -> String
  {
    switch facts[call] ?? facts[stripCasts(callee)] {
    case .functionValue?:
      return "call through a function value"
    case .classMethod(let f, let slot)?:
      let owner = igm.enclosingNominal(f).map(qualifiedName) ?? ""
      return "class_method #\(owner).\(silMemberName(f)): vtable slot \(slot) of the object's metadata"
    case .witnessMethod(let p, let e, let index)?:
      let member = e.requirement is VarDecl ? "\(e.requirement.name)!\(e.accessor == .setter ? "setter" : "getter")" : e.requirement.name
      return "witness_method #\(qualifiedName(p)).\(member): entry \(index) of the witness table"
    default:
      return "indirect call"
    }
  }

  /// ` (employee.swift:14)`: the file and line of the statement a retain or release was
  /// emitted for; nothing for code no statement is written for.
  private func statement(_ loc: SourceLoc) -> String {
    guard loc.isValid, let file = igm.sourceFiles[loc.file] else { return "" }
    let name = file.name.split(separator: "/").last.map(String.init) ?? file.name
    return " (\(name):\(file.lineAndColumn(Int(loc.offset)).line))"
  }

  /// A method as SIL names it after `#Type.`: `printEmployeeInfo`, `area!getter`.
  private func silMemberName(_ f: AbstractFunctionDecl) -> String {
    if let a = f as? AccessorDecl, let s = a.storage {
      return "\(s.name)!\(a.accessorKind == .get ? "getter" : "setter")"
    }
    return f.name
  }

  /// The stored property at field `index` of a class instance or struct's LLVM type.
  private func storedProperty(of type: LLVMTypeRef, _ index: Int) -> VarDecl? {
    guard let cName = LLVMGetStructName(type) else { return nil }
    switch nominalsByIRName[String(cString: cName)] {
    case let c as ClassDecl:
      let fields = igm.classLayout(c).fields
      return index >= 1 && index <= fields.count ? fields[index - 1] : nil
    case let s as StructDecl:
      let fields = igm.storedProperties(of: s)
      return index >= 0 && index < fields.count ? fields[index] : nil
    default:
      return nil
    }
  }

  private func stripCasts(_ v: LLVMValueRef) -> LLVMValueRef {
    var cur = v
    var depth = 0
    while LLVMIsABitCastInst(cur) != nil, let inner = LLVMGetOperand(cur, 0), depth < 20 {
      cur = inner
      depth += 1
    }
    return cur
  }

  // MARK: - Text

  /// The Swift name of what IRGen mangled as `symbol` (see `MangledEntity.silName`).
  private func silName(_ symbol: String) -> String? {
    igm.mangler.entities?[symbol]?.silName
  }

  /// A function's Swift name, or what miniswiftc's own helpers are.
  private func readableName(_ name: String) -> String {
    if let readable = silName(name) { return readable }
    if name == "main" { return "main: the program's top-level code" }
    let thunk = "ms.thunk."
    if name.hasPrefix(thunk), let f = silName(String(name.dropFirst(thunk.count))) {
      return "\(name): \(f) as a function value"
    }
    return name
  }

  /// `text`, then `// comment` aligned on a column, ending in a newline.
  private func line(_ text: String, _ comment: String, column: Int = 56) -> String {
    guard !comment.isEmpty else { return text + "\n" }
    let pad = max(column - text.count, 1)
    return text + String(repeating: " ", count: pad) + "// " + comment + "\n"
  }

  private func bytes(_ n: Int) -> String { n == 1 ? "1 byte" : "\(n) bytes" }

  private func irName(_ t: IRType) -> String {
    guard let p = LLVMGetStructName(t.ref) else { return "" }
    return String(cString: p)
  }

  private func qualifiedName(_ n: NominalTypeDecl) -> String { n.nestedName }

  private func typeName(_ t: SwiftType) -> String {
    switch t {
    case .existential(let p): "any \(p.name)"
    case .void: "()"
    default: t.description
    }
  }
}
