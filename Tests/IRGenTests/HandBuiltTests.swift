import AST
import Basic
import Testing

@testable import IRGen

/// Small typed trees built by hand, the way Sema leaves them, lowered and verified: these
/// pin IRGen's side of the AST contract independently of the parser and Sema.
@Suite struct HandBuiltTests {
  static let r = SourceRange.invalid

  func typed<E: Expr>(_ e: E, _ t: SwiftType) -> E {
    e.type = t
    return e
  }

  func string(_ s: String) -> Expr { typed(StringLiteralExpr(value: s, range: Self.r), .string) }

  func ref(_ d: ValueDecl, _ t: SwiftType? = nil) -> DeclRefExpr {
    typed(DeclRefExpr(decl: d, range: Self.r), t ?? d.interfaceType ?? .error)
  }

  /// The library's `print` writes with: `Builtin.writeStandardOutput(_ text: String)`.
  func printDecl() -> FuncDecl {
    let text = ParamDecl(argumentLabel: nil, name: "text", nameLoc: .invalid, range: Self.r)
    text.interfaceType = .string
    let f = FuncDecl(name: "writeStandardOutput", nameLoc: .invalid, parameters: ParameterList(parameters: [text], range: Self.r), body: nil, range: Self.r)
    f.builtin = .writeStandardOutput
    f.interfaceType = .function(FunctionType(parameters: [.init(.string)], result: .void))
    return f
  }

  /// `print(items...)` as the library's writes it: the items' text, a space between two,
  /// then a newline.
  func printCall(_ print: FuncDecl, _ items: [Expr]) -> Expr {
    var segments: [InterpolatedStringLiteralExpr.Segment] = []
    for (i, item) in items.enumerated() {
      if i > 0 { segments.append(.literal(" ")) }
      segments.append(.interpolation(item))
    }
    segments.append(.literal("\n"))
    let text = Argument(label: nil, labelLoc: nil, expr: interpolation(segments))
    return typed(CallExpr(fn: ref(print), arguments: [text], argumentsRange: Self.r, range: Self.r), .void)
  }

  func interpolation(_ segments: [InterpolatedStringLiteralExpr.Segment]) -> Expr {
    typed(InterpolatedStringLiteralExpr(segments: segments, range: Self.r), .string)
  }

  func brace(_ elements: [ASTNode]) -> BraceStmt { BraceStmt(elements: elements, range: Self.r) }

  /// class Probe { let label: String; init(_ label: String) { self.label = label; print("+\(label)") }
  ///   deinit { print("-\(label)") }; func ping() -> String { return "ping from \(label)" } }
  /// print(Probe("temp1").ping())
  func probeModule() -> ModuleDecl {
    let file = SourceFile(id: 0, name: "probe.swift", contents: [])
    let print = printDecl()
    let probe = ClassDecl(name: "Probe", nameLoc: .invalid, inherited: [], members: [], range: Self.r)
    probe.moduleName = "main"
    let probeType = SwiftType.nominal(probe)
    let label = VarDecl(name: "label", nameLoc: .invalid, isLet: true, range: Self.r)
    label.interfaceType = .string
    label.parent = probe

    func makeSelf(_ owner: AbstractFunctionDecl) -> ParamDecl {
      let s = ParamDecl(argumentLabel: nil, name: "self", nameLoc: .invalid, range: Self.r)
      s.interfaceType = probeType
      s.isImplicit = true
      owner.selfDecl = s
      return s
    }

    // init
    let p = ParamDecl(argumentLabel: nil, name: "label", nameLoc: .invalid, range: Self.r)
    p.interfaceType = .string
    let initDecl = ConstructorDecl(name: "init", nameLoc: .invalid, parameters: ParameterList(parameters: [p], range: Self.r), body: nil, range: Self.r)
    initDecl.parent = probe
    initDecl.interfaceType = .function(FunctionType(parameters: [.init(.string)], result: probeType))
    let initSelf = makeSelf(initDecl)
    let assign = typed(AssignExpr(dest: typed(MemberRefExpr(base: ref(initSelf), decl: label, range: Self.r), .string), source: ref(p), range: Self.r), .void)
    initDecl.body = brace([
      .expr(assign),
      .expr(printCall(print, [interpolation([.literal("+"), .interpolation(ref(p))])])),
    ])

    // deinit
    let deinitDecl = DestructorDecl(name: "deinit", nameLoc: .invalid, parameters: ParameterList(parameters: [], range: Self.r), body: nil, range: Self.r)
    deinitDecl.parent = probe
    let deinitSelf = makeSelf(deinitDecl)
    deinitDecl.body = brace([
      .expr(printCall(print, [interpolation([.literal("-"), .interpolation(typed(MemberRefExpr(base: ref(deinitSelf), decl: label, range: Self.r), .string))])]))
    ])

    // ping
    let ping = FuncDecl(name: "ping", nameLoc: .invalid, parameters: ParameterList(parameters: [], range: Self.r), body: nil, range: Self.r)
    ping.parent = probe
    ping.interfaceType = .function(FunctionType(parameters: [], result: .string))
    let pingSelf = makeSelf(ping)
    ping.body = brace([
      .stmt(ReturnStmt(result: interpolation([.literal("ping from "), .interpolation(typed(MemberRefExpr(base: ref(pingSelf), decl: label, range: Self.r), .string))]), range: Self.r))
    ])
    probe.members = [label, initDecl, deinitDecl, ping]

    // print(Probe("temp1").ping())
    let typeExpr = TypeExpr(instanceType: probeType, typeRepr: nil, range: Self.r)
    let ctorRef = typed(ConstructorRefCallExpr(fn: ref(initDecl), base: typeExpr, range: Self.r), initDecl.interfaceType!)
    let construct = typed(CallExpr(fn: ctorRef, arguments: [Argument(label: nil, labelLoc: nil, expr: string("temp1"))], argumentsRange: Self.r, range: Self.r), probeType)
    let dot = typed(DotSyntaxCallExpr(fn: ref(ping), base: construct, range: Self.r), ping.interfaceType!)
    let pingCall = typed(CallExpr(fn: dot, arguments: [], argumentsRange: Self.r, range: Self.r), .string)
    let top = TopLevelCodeDecl(body: brace([.expr(printCall(print, [pingCall])), .expr(printCall(print, [string("after temp1")]))]), range: Self.r)

    let source = SourceFileNode(file: file, decls: [probe, top])
    return ModuleDecl(name: "main", files: [source])
  }

  @Test func classWithDeinitVerifies() throws {
    let module = probeModule()
    let generated = IRGen.generate(module, options: IRGenOptions(moduleName: "main"))
    let ir = generated.printIR()
    #expect(generated.verify() == nil, "\(generated.verify() ?? "")\n\(ir)")
    // The class has metadata with its deallocating deinit, an allocating and an
    // initializing init, and `main`.
    #expect(ir.contains("@\"$s4main5ProbeCN\" = constant"))
    #expect(ir.contains("define void @\"$s4main5ProbeCfD\"(i8*"))
    #expect(ir.contains("define i8* @\"$s4main5ProbeCyACSScfC\"(i8*"))
    #expect(ir.contains("define i32 @main("))
    if let dir = ProcessInfoShim.environment("IRGEN_DUMP_DIR") {
      try generated.writeObject(to: dir + "/probe.o")
      try ir.write(toFile: dir + "/probe.ll")
    }
  }
}

extension HandBuiltTests {
  /// protocol Named { var name: String { get set } }
  /// struct Tag: Named { var name: String }
  /// var a: Named = Tag(name: "tag"); var b = a; b.name = "other"; print(a.name, b.name)
  func existentialModule() -> ModuleDecl {
    let file = SourceFile(id: 0, name: "ex.swift", contents: [])
    let print = printDecl()
    let named = ProtocolDecl(name: "Named", nameLoc: .invalid, inherited: [], members: [], range: Self.r)
    named.moduleName = "main"
    let requirement = VarDecl(name: "name", nameLoc: .invalid, isLet: false, range: Self.r)
    requirement.kind = .requirement
    requirement.interfaceType = .string
    requirement.parent = named
    for kind in [AccessorKind.get, .set] {
      let a = AccessorDecl(kind: kind, parameters: ParameterList(parameters: [], range: Self.r), body: nil, range: Self.r)
      a.storage = requirement
      a.parent = requirement
      requirement.accessors.append(a)
    }
    named.members = [requirement]

    let tag = StructDecl(name: "Tag", nameLoc: .invalid, inherited: [], members: [], range: Self.r)
    tag.moduleName = "main"
    let tagType = SwiftType.nominal(tag)
    let stored = VarDecl(name: "name", nameLoc: .invalid, isLet: false, range: Self.r)
    stored.interfaceType = .string
    stored.parent = tag
    let p = ParamDecl(argumentLabel: "name", name: "name", nameLoc: .invalid, range: Self.r)
    p.interfaceType = .string
    let memberwise = ConstructorDecl(name: "init", nameLoc: .invalid, parameters: ParameterList(parameters: [p], range: Self.r), body: nil, range: Self.r)
    memberwise.isMemberwise = true
    memberwise.isImplicit = true
    memberwise.parent = tag
    memberwise.interfaceType = .function(FunctionType(parameters: [.init(.string)], result: tagType))
    tag.members = [stored, memberwise]
    let conformance = ProtocolConformance(type: tag, proto: named, moduleName: "main")
    conformance.witnesses = [(requirement: requirement, witness: stored)]
    tag.conformances = [conformance]

    let existential = SwiftType.existential(named)
    let a = VarDecl(name: "a", nameLoc: .invalid, isLet: false, range: Self.r)
    a.interfaceType = existential
    let bVar = VarDecl(name: "b", nameLoc: .invalid, isLet: false, range: Self.r)
    bVar.interfaceType = existential

    let typeExpr = TypeExpr(instanceType: tagType, typeRepr: nil, range: Self.r)
    let ctorRef = typed(ConstructorRefCallExpr(fn: ref(memberwise), base: typeExpr, range: Self.r), memberwise.interfaceType!)
    let construct = typed(CallExpr(fn: ctorRef, arguments: [Argument(label: "name", labelLoc: nil, expr: string("tag"))], argumentsRange: Self.r, range: Self.r), tagType)
    let erased = ErasureExpr(subExpr: construct, type: existential)
    let bindA = PatternBindingDecl(entries: [.init(pattern: NamedPattern(decl: a), initializer: erased)], isLet: false, range: Self.r)
    let bindB = PatternBindingDecl(entries: [.init(pattern: NamedPattern(decl: bVar), initializer: ref(a))], isLet: false, range: Self.r)
    let member = { (v: VarDecl) in self.typed(MemberRefExpr(base: self.ref(v), decl: requirement, range: Self.r), .string) as Expr }
    let assign = typed(AssignExpr(dest: member(bVar), source: string("other"), range: Self.r), .void)
    let top = TopLevelCodeDecl(body: brace([
      .decl(bindA), .decl(a), .decl(bindB), .decl(bVar), .expr(assign), .expr(printCall(print, [member(a), member(bVar)])),
    ]), range: Self.r)
    let source = SourceFileNode(file: file, decls: [named, tag, top])
    return ModuleDecl(name: "main", files: [source])
  }

  @Test func existentialStructBoxVerifies() throws {
    let generated = IRGen.generate(existentialModule(), options: IRGenOptions(moduleName: "main"))
    let ir = generated.printIR()
    #expect(generated.verify() == nil, "\(generated.verify() ?? "")\n\(ir)")
    // The witness table holds the getter and setter thunks, swiftc's names, then the
    // value's describe function.
    #expect(ir.contains("@\"$s4main3TagVAA5NamedAAWP\" = constant [3 x i8*]"))
    #expect(ir.contains("define void @\"$s4main3TagVAA5NamedA2aDP4nameSSvsTW\"(i8* %0, i8* %1)"))
    // The setter copies a shared box before writing (copy-on-write).
    #expect(ir.contains("call i64 @ms_ref_count"))
    if let dir = ProcessInfoShim.environment("IRGEN_DUMP_DIR") {
      try generated.writeObject(to: dir + "/existential.o")
      try ir.write(toFile: dir + "/existential.ll")
    }
  }
}

extension HandBuiltTests {
  /// `-O`: the modules still verify after LLVM's `default<O2>` pipeline (with the
  /// inlined retain/release fast paths).
  @Test func optimizedModulesVerify() throws {
    for (name, module) in [("probe", probeModule()), ("existential", existentialModule())] {
      let generated = IRGen.generate(module, options: IRGenOptions(moduleName: "main", optimize: true))
      #expect(generated.verify() == nil, "\(name): \(generated.verify() ?? "")")
      generated.optimize()
      #expect(generated.verify() == nil, "\(name) after -O: \(generated.verify() ?? "")")
      if let dir = ProcessInfoShim.environment("IRGEN_DUMP_DIR") {
        try generated.writeObject(to: dir + "/\(name)-O.o")
      }
    }
  }
}

extension HandBuiltTests {
  /// The vtable and witness table layouts print as `swiftc -emit-sil` prints its own.
  @Test func dispatchTablesPrintLikeSIL() {
    let probe = IRGen.dispatchTables(probeModule(), options: IRGenOptions(moduleName: "main"))
    #expect(probe == """
      // class Probe: 24 bytes { header @0, label: String @16 }

      sil_vtable Probe {
        #Probe.ping: (Probe) -> () -> String : @$s4main5ProbeC4pingSSyF\t// Probe.ping()
        #Probe.deinit!deallocator: @$s4main5ProbeCfD\t// Probe.__deallocating_deinit
      }


      """)
    let tables = IRGen.dispatchTables(existentialModule(), options: IRGenOptions(moduleName: "main"))
    #expect(tables.contains("sil_witness_table hidden Tag: Named module main {"))
    #expect(tables.contains("  method #Named.name!setter: <Self where Self : Named> (inout Self) -> (String) -> () : @$s4main3TagVAA5NamedA2aDP4nameSSvsTW"))
  }
}

extension HandBuiltTests {
  /// func makeCounter() -> () -> Int { var count = 0; let inc = { () -> Int in count += 1; return count }; return inc }
  /// let c = makeCounter(); print(c(), c(), c())
  func counterModule() -> ModuleDecl {
    let file = SourceFile(id: 0, name: "counter.swift", contents: [])
    let print = printDecl()
    let intToVoid = SwiftType.function(FunctionType(parameters: [], result: .int))
    let counterType = SwiftType.function(FunctionType(parameters: [], result: intToVoid))

    let addAssign = FuncDecl(name: "+=", nameLoc: .invalid, parameters: ParameterList(parameters: [], range: Self.r), body: nil, range: Self.r)
    addAssign.builtin = .intAddAssign
    addAssign.isOperator = true

    let makeCounter = FuncDecl(name: "makeCounter", nameLoc: .invalid, parameters: ParameterList(parameters: [], range: Self.r), body: nil, range: Self.r)
    makeCounter.interfaceType = counterType
    let count = VarDecl(name: "count", nameLoc: .invalid, isLet: false, range: Self.r)
    count.interfaceType = .int
    count.parent = makeCounter
    let one = typed(IntegerLiteralExpr(text: "1", isNegative: false, range: Self.r), .int)
    (one as? IntegerLiteralExpr)?.value = 1
    let zero = typed(IntegerLiteralExpr(text: "0", isNegative: false, range: Self.r), .int)
    let bindCount = PatternBindingDecl(entries: [.init(pattern: NamedPattern(decl: count), initializer: zero)], isLet: false, range: Self.r)
    let increment = typed(BinaryExpr(op: ref(addAssign, .void), lhs: ref(count), rhs: one, range: Self.r), .void)
    let closure = typed(
      ClosureExpr(parameters: ParameterList(parameters: [], range: Self.r), resultTypeRepr: nil,
                  body: brace([.expr(increment), .stmt(ReturnStmt(result: ref(count), range: Self.r))]), range: Self.r),
      intToVoid)
    (closure as? ClosureExpr)?.captures = [count]
    let inc = VarDecl(name: "inc", nameLoc: .invalid, isLet: true, range: Self.r)
    inc.interfaceType = intToVoid
    inc.parent = makeCounter
    let bindInc = PatternBindingDecl(entries: [.init(pattern: NamedPattern(decl: inc), initializer: closure)], isLet: true, range: Self.r)
    makeCounter.body = brace([.decl(bindCount), .decl(count), .decl(bindInc), .decl(inc), .stmt(ReturnStmt(result: ref(inc), range: Self.r))])

    let c = VarDecl(name: "c", nameLoc: .invalid, isLet: true, range: Self.r)
    c.interfaceType = intToVoid
    let callMake = typed(CallExpr(fn: ref(makeCounter), arguments: [], argumentsRange: Self.r, range: Self.r), intToVoid)
    let bindC = PatternBindingDecl(entries: [.init(pattern: NamedPattern(decl: c), initializer: callMake)], isLet: true, range: Self.r)
    let callC = { self.typed(CallExpr(fn: self.ref(c), arguments: [], argumentsRange: Self.r, range: Self.r), .int) as Expr }
    let top = TopLevelCodeDecl(body: brace([.decl(bindC), .decl(c), .expr(printCall(print, [callC(), callC(), callC()]))]), range: Self.r)
    return ModuleDecl(name: "main", files: [SourceFileNode(file: file, decls: [makeCounter, top])])
  }

  @Test func closureCapturesBoxedVar() throws {
    for optimize in [false, true] {
      let generated = IRGen.generate(counterModule(), options: IRGenOptions(moduleName: "main", optimize: optimize))
      #expect(generated.verify() == nil, "\(generated.verify() ?? "")\n\(generated.printIR())")
      if optimize { generated.optimize() }
      if let dir = ProcessInfoShim.environment("IRGEN_DUMP_DIR") {
        try generated.writeObject(to: dir + "/counter\(optimize ? "-O" : "").o")
      }
    }
  }
}

extension HandBuiltTests {
  /// enum Shape { case circle(radius: Double), named(String) }
  /// enum Fruit: String { case apple, pear = "PEAR" }
  /// let s = Shape.named("blob"); let t = Shape.circle(radius: 2.0); print(s, t)
  /// switch s { case .circle(let r): print(r); case .named(let n): print(n) }
  /// print(Fruit.pear.rawValue, Fruit.apple.rawValue)
  func enumModule() -> ModuleDecl {
    let file = SourceFile(id: 0, name: "enums.swift", contents: [])
    let print = printDecl()
    let shape = EnumDecl(name: "Shape", nameLoc: .invalid, inherited: [], members: [], range: Self.r)
    shape.moduleName = "main"
    let shapeType = SwiftType.nominal(shape)
    func element(_ name: String, _ params: [(String?, SwiftType)], in e: EnumDecl) -> EnumElementDecl {
      let el = EnumElementDecl(name: name, nameLoc: .invalid, range: Self.r)
      if !params.isEmpty {
        el.parameters = ParameterList(parameters: params.map { label, t in
          let p = ParamDecl(argumentLabel: label, name: label ?? "_", nameLoc: .invalid, range: Self.r)
          p.interfaceType = t
          return p
        }, range: Self.r)
        el.interfaceType = .function(FunctionType(parameters: params.map { .init($0.1) }, result: .nominal(e)))
      } else {
        el.interfaceType = .nominal(e)
      }
      el.parent = e
      return el
    }
    let circle = element("circle", [("radius", .double)], in: shape)
    let named = element("named", [(nil, .string)], in: shape)
    shape.members = [EnumCaseDecl(elements: [circle, named], range: Self.r), circle, named]

    let fruit = EnumDecl(name: "Fruit", nameLoc: .invalid, inherited: [], members: [], range: Self.r)
    fruit.moduleName = "main"
    fruit.rawType = .string
    let apple = element("apple", [], in: fruit)
    let pear = element("pear", [], in: fruit)
    pear.rawValue = string("PEAR")
    let rawValue = VarDecl(name: "rawValue", nameLoc: .invalid, isLet: false, range: Self.r)
    rawValue.kind = .computed
    rawValue.interfaceType = .string
    rawValue.parent = fruit
    let getter = AccessorDecl(kind: .get, parameters: ParameterList(parameters: [], range: Self.r), body: nil, range: Self.r)
    getter.storage = rawValue
    getter.parent = rawValue
    rawValue.accessors = [getter]
    fruit.members = [EnumCaseDecl(elements: [apple, pear], range: Self.r), apple, pear, rawValue]

    func construct(_ e: EnumElementDecl, _ arg: Expr, _ label: String?) -> Expr {
      typed(CallExpr(fn: ref(e), arguments: [Argument(label: label, labelLoc: nil, expr: arg)], argumentsRange: Self.r, range: Self.r), shapeType)
    }
    let two = typed(FloatLiteralExpr(text: "2.0", isNegative: false, range: Self.r), .double)
    (two as? FloatLiteralExpr)?.value = 2.0
    let sVar = VarDecl(name: "s", nameLoc: .invalid, isLet: true, range: Self.r)
    sVar.interfaceType = shapeType
    let tVar = VarDecl(name: "t", nameLoc: .invalid, isLet: true, range: Self.r)
    tVar.interfaceType = shapeType
    let bindS = PatternBindingDecl(entries: [.init(pattern: NamedPattern(decl: sVar), initializer: construct(named, string("blob"), nil))], isLet: true, range: Self.r)
    let bindT = PatternBindingDecl(entries: [.init(pattern: NamedPattern(decl: tVar), initializer: construct(circle, two, "radius"))], isLet: true, range: Self.r)

    let r = VarDecl(name: "r", nameLoc: .invalid, isLet: true, range: Self.r)
    r.interfaceType = .double
    let n = VarDecl(name: "n", nameLoc: .invalid, isLet: true, range: Self.r)
    n.interfaceType = .string
    func casePattern(_ e: EnumElementDecl, _ v: VarDecl) -> Pattern {
      let p = EnumElementPattern(parentType: nil, name: e.name, nameLoc: Self.r.start, subPattern: TuplePattern(elements: [BindingPattern(isLet: true, subPattern: NamedPattern(decl: v), range: Self.r)], range: Self.r), range: Self.r)
      p.element = e
      return p
    }
    let sw = SwitchStmt(subject: ref(sVar), cases: [
      CaseStmt(labelItems: [.init(pattern: casePattern(circle, r), guardExpr: nil)], isDefault: false, body: brace([.expr(printCall(print, [ref(r)]))]), range: Self.r),
      CaseStmt(labelItems: [.init(pattern: casePattern(named, n), guardExpr: nil)], isDefault: false, body: brace([.expr(printCall(print, [ref(n)]))]), range: Self.r),
    ], range: Self.r)
    let raw = { (e: EnumElementDecl) in self.typed(MemberRefExpr(base: self.ref(e), decl: rawValue, range: Self.r), .string) as Expr }
    let top = TopLevelCodeDecl(body: brace([
      .decl(bindS), .decl(sVar), .decl(bindT), .decl(tVar),
      .expr(printCall(print, [ref(sVar), ref(tVar)])),
      .stmt(sw),
      .expr(printCall(print, [raw(pear), raw(apple)])),
    ]), range: Self.r)
    return ModuleDecl(name: "main", files: [SourceFileNode(file: file, decls: [shape, fruit, top])])
  }

  @Test func enumsWithPayloadsAndRawValues() throws {
    for optimize in [false, true] {
      let generated = IRGen.generate(enumModule(), options: IRGenOptions(moduleName: "main", optimize: optimize))
      #expect(generated.verify() == nil, "\(generated.verify() ?? "")\n\(generated.printIR())")
      if optimize { generated.optimize() }
      if let dir = ProcessInfoShim.environment("IRGEN_DUMP_DIR") {
        try generated.writeObject(to: dir + "/enums\(optimize ? "-O" : "").o")
      }
    }
  }
}

/// Reads the environment without Foundation.
enum ProcessInfoShim {
  static func environment(_ name: String) -> String? {
    guard let v = getenv(name) else { return nil }
    return String(cString: v)
  }
}

extension String {
  func write(toFile path: String) throws {
    guard let f = fopen(path, "w") else { return }
    fputs(self, f)
    fclose(f)
  }
}

#if canImport(Glibc)
  import Glibc
#endif
