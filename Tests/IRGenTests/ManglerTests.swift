import AST
import Basic
import Testing

@testable import IRGen

/// Declarations built by hand, mangled, and compared with the symbols `swiftc 6.3`
/// emits for the same Swift declarations (collected with `swiftc -emit-object` + `nm`).
@Suite struct ManglerTests {
  final class Context: ManglingContext {
    let module: String
    let discriminator: String
    init(module: String, discriminator: String = "_0") {
      self.module = module
      self.discriminator = discriminator
    }
    func moduleName(of decl: Decl) -> String { module }
    func privateDiscriminator(of decl: Decl) -> String { discriminator }
  }

  /// Contexts outlive the manglers using them (the mangler does not own its context).
  static let contexts = ContextPool()
  final class ContextPool: @unchecked Sendable {
    private var all: [Context] = []
    func make(_ module: String, _ discriminator: String = "_0") -> Context {
      let c = Context(module: module, discriminator: discriminator)
      all.append(c)
      return c
    }
  }

  // MARK: Builders

  static let r = SourceRange.invalid

  func param(_ label: String?, _ name: String, _ t: SwiftType, inOut: Bool = false) -> ParamDecl {
    let p = ParamDecl(argumentLabel: label, name: name, nameLoc: .invalid, range: Self.r)
    p.interfaceType = t
    p.isInOut = inOut
    return p
  }

  func function(_ name: String, _ params: [ParamDecl], _ result: SwiftType, in parent: Decl? = nil, isStatic: Bool = false)
    -> FuncDecl
  {
    let f = FuncDecl(name: name, nameLoc: .invalid, parameters: ParameterList(parameters: params, range: Self.r), body: nil, range: Self.r)
    f.interfaceType = .function(FunctionType(parameters: params.map { .init($0.interfaceType!, isInOut: $0.isInOut) }, result: result))
    f.parent = parent
    f.modifiers.isStatic = isStatic
    parent.map { add(f, to: $0) }
    return f
  }

  func constructor(_ params: [ParamDecl], in parent: NominalTypeDecl) -> ConstructorDecl {
    let c = ConstructorDecl(name: "init", nameLoc: .invalid, parameters: ParameterList(parameters: params, range: Self.r), body: nil, range: Self.r)
    c.interfaceType = .function(FunctionType(parameters: params.map { .init($0.interfaceType!) }, result: .nominal(parent)))
    c.parent = parent
    add(c, to: parent)
    return c
  }

  func variable(_ name: String, _ t: SwiftType, in parent: Decl? = nil, isStatic: Bool = false) -> VarDecl {
    let v = VarDecl(name: name, nameLoc: .invalid, isLet: true, range: Self.r)
    v.interfaceType = t
    v.parent = parent
    v.modifiers.isStatic = isStatic
    parent.map { add(v, to: $0) }
    return v
  }

  func add(_ d: Decl, to parent: Decl) {
    (parent as? NominalTypeDecl)?.members.append(d)
  }

  func type<T: NominalTypeDecl>(_ kind: T.Type, _ name: String, module: String) -> T {
    let t: NominalTypeDecl
    switch kind {
    case is ClassDecl.Type: t = ClassDecl(name: name, nameLoc: .invalid, inherited: [], members: [], range: Self.r)
    case is ProtocolDecl.Type: t = ProtocolDecl(name: name, nameLoc: .invalid, inherited: [], members: [], range: Self.r)
    case is EnumDecl.Type: t = EnumDecl(name: name, nameLoc: .invalid, inherited: [], members: [], range: Self.r)
    default: t = StructDecl(name: name, nameLoc: .invalid, inherited: [], members: [], range: Self.r)
    }
    t.moduleName = module
    return t as! T
  }

  // MARK: The book's Employee module

  @Test func employeeModuleSymbols() {
    var m = Mangler(context: Self.contexts.make("Employee"))
    let address = type(ProtocolDecl.self, "Address", module: "Employee")
    let city = variable("city", .string, in: address)
    let employeeAddress = type(StructDecl.self, "EmployeeAddress", module: "Employee")
    let eaCity = variable("city", .string, in: employeeAddress)
    let employee = type(ClassDecl.self, "Employee", module: "Employee")
    let printInfo = function("printEmployeeInfo", [], .void, in: employee)
    let eaInit = constructor(
      [param("houseNo", "houseNo", .int), param("street", "street", .string), param("city", "city", .string),
       param("state", "state", .string)], in: employeeAddress)
    let eInit = constructor(
      [param("firstName", "firstName", .string), param("lastName", "lastName", .string),
       param("address", "address", .existential(address))], in: employee)
    let conformance = ProtocolConformance(type: employeeAddress, proto: address, moduleName: "Employee")
    let global = variable("employee", .nominal(employee))

    #expect(m.accessor(eaCity, .getter) == "$s8Employee0A7AddressV4citySSvg")
    #expect(m.function(printInfo) == "$s8EmployeeAAC05printA4InfoyyF")
    #expect(m.constructor(eaInit, allocating: true) == "$s8Employee0A7AddressV7houseNo6street4city5stateACSi_S3StcfC")
    #expect(m.constructor(eInit, allocating: true) == "$s8EmployeeAAC9firstName04lastC07addressABSS_SSAA7Address_ptcfC")
    #expect(m.constructor(eInit, allocating: false) == "$s8EmployeeAAC9firstName04lastC07addressABSS_SSAA7Address_ptcfc")
    #expect(m.witnessTable(conformance) == "$s8Employee0A7AddressVAA0B0AAWP")
    #expect(m.witnessThunk(conformance, requirement: city, accessor: .getter) == "$s8Employee0A7AddressVAA0B0A2aDP4citySSvgTW")
    #expect(m.variable(global) == "$s8Employee8employeeA2ACvp")
    #expect(m.destructor(of: employee, deallocating: true) == "$s8EmployeeAACfD")
    #expect(m.destructor(of: employee, deallocating: false) == "$s8EmployeeAACfd")
    #expect(m.typeMetadata(employee) == "$s8EmployeeAACN")
    #expect(m.typeMetadata(employeeAddress) == "$s8Employee0A7AddressVN")
  }

  // MARK: Functions, labels, parameters

  @Test func functionSignatures() {
    var m = Mangler(context: Self.contexts.make("main"))
    #expect(m.function(function("f", [param(nil, "x", .int), param("to", "y", .int)], .int)) == "$s4main1f_2toS2i_SitF")
    #expect(m.function(function("g", [param(nil, "x", .int, inOut: true)], .void)) == "$s4main1gyySizF")
    #expect(m.function(function("h", [], .void)) == "$s4main1hyyF")
    #expect(m.function(function("overload", [param("a", "a", .int)], .void)) == "$s4main8overload1aySi_tF")
    #expect(m.function(function("tup", [], .tuple([.int, .int]))) == "$s4main3tupSi_SityF")
    #expect(m.function(function("opt", [param(nil, "x", .optional(.int))], .optional(.string))) == "$s4main3optySSSgSiSgF")
    #expect(m.function(function("arr", [param(nil, "x", .array(.int))], .array(.array(.string)))) == "$s4main3arrySaySaySSGGSaySiGF")
    #expect(
      m.function(function("takes", [param(nil, "x", .double), param(nil, "b", .bool), param(nil, "s", .string), param(nil, "i", .int)], .double))
        == "$s4main5takesyS2d_SbSSSitF")
    #expect(m.function(function("printEmployeeInfo", [], .void)) == "$s4main17printEmployeeInfoyyF")
    let intToInt = SwiftType.function(FunctionType(parameters: [.init(.int)], result: .int))
    #expect(m.function(function("cl", [param(nil, "f", intToInt)], .int)) == "$s4main2clyS3iXEF")
  }

  // MARK: Generic types and requirements

  /// Compared with swiftc's symbols for `struct Stack<Element> { mutating func
  /// push(_ item: Element) }` (its -O specialization for `String`), the bound type's
  /// spelling in `%T4main5StackVySiG`, and `func report<T: Shape>(_ s: T) -> String`.
  @Test func genericTypesAndRequirements() {
    var m = Mangler(context: Self.contexts.make("main"))
    let stack = type(StructDecl.self, "Stack", module: "main")
    let element = GenericTypeParamDecl(name: "Element", nameLoc: .invalid, range: Self.r)
    element.parent = stack
    stack.genericParameters = [element]
    let push = function("push", [param(nil, "item", .genericParameter(element))], .void, in: stack)
    #expect(m.function(push) == "$s4main5StackV4pushyyxF")
    #expect(m.specialization(push, [.string]) == "$s4main5StackV4pushyyxFSS_Tg5")
    #expect(m.typeName(.boundGeneric(stack, [.int])) == "4main5StackVySiG")
    let shape = type(ClassDecl.self, "Shape", module: "main")
    let t = GenericTypeParamDecl(name: "T", nameLoc: .invalid, range: Self.r)
    t.superclass = shape
    let report = function("report", [param(nil, "s", .genericParameter(t))], .string)
    report.genericParameters = [t]
    t.parent = report
    #expect(m.function(report) == "$s4main6reportySSxAA5ShapeCRbzlF")
  }

  /// Compared with swiftc's symbols for `struct Stack<Element> { struct Iterator {
  /// mutating func next() -> Element? }; func makeIterator() -> Iterator }`: a type
  /// nested in a generic type is bound with a list of arguments per level (`ySi_G`).
  @Test func typesNestedInGenericTypes() {
    var m = Mangler(context: Self.contexts.make("nest"))
    let stack = type(StructDecl.self, "Stack", module: "nest")
    let element = GenericTypeParamDecl(name: "Element", nameLoc: .invalid, range: Self.r)
    element.parent = stack
    stack.genericParameters = [element]
    let iterator = type(StructDecl.self, "Iterator", module: "nest")
    iterator.parent = stack
    iterator.genericParameters = [element]
    iterator.outerGenericParameterCount = 1
    add(iterator, to: stack)
    let next = function("next", [], .optional(.genericParameter(element)), in: iterator)
    let makeIterator = function("makeIterator", [], iterator.declaredInterfaceType, in: stack)
    #expect(m.typeName(.boundGeneric(iterator, [.int])) == "4nest5StackV8IteratorVySi_G")
    #expect(m.function(next) == "$s4nest5StackV8IteratorV4nextxSgyF")
    #expect(m.function(makeIterator) == "$s4nest5StackV12makeIteratorAC0D0Vyx_GyF")
  }

  @Test func substitutionsAndWords() {
    var m = Mangler(context: Self.contexts.make("main"))
    let shapeShape = type(StructDecl.self, "ShapeShape", module: "main")
    let tag = type(StructDecl.self, "Tag", module: "main")
    let named = type(ProtocolDecl.self, "Named", module: "main")
    let speaker = type(ProtocolDecl.self, "Speaker", module: "main")
    let f = function("useShapeShape", [param(nil, "s", .nominal(shapeShape)), param(nil, "t", .nominal(tag))], .nominal(shapeShape))
    #expect(m.function(f) == "$s4main08useShapeC0yAA0cC0VAD_AA3TagVtF")
    let q = function("q", [param("a", "a", .existential(named)), param("b", "b", .existential(named))], .void)
    #expect(m.function(q) == "$s4main1q1a1byAA5Named_p_AaE_ptF")
    let q2 = function(
      "q2", [param(nil, "a", .existential(named)), param(nil, "b", .existential(speaker)), param(nil, "c", .existential(named))],
      .existential(named))
    #expect(m.function(q2) == "$s4main2q2yAA5Named_pAaC_p_AA7Speaker_pAaC_ptF")
    #expect(m.constructor(constructor([], in: shapeShape), allocating: true) == "$s4main05ShapeB0VACycfC")
    let record = type(StructDecl.self, "EmployeeRecord", module: "main")
    let rInit = constructor([param("employeeID", "employeeID", .int), param("employeeName", "employeeName", .string)], in: record)
    #expect(m.constructor(rInit, allocating: true) == "$s4main14EmployeeRecordV10employeeID0D4NameACSi_SStcfC")
  }

  @Test func membersStaticsAndWitnesses() {
    var m = Mangler(context: Self.contexts.make("main"))
    let shape = type(ClassDecl.self, "Shape", module: "main")
    #expect(m.function(function("make", [], .nominal(shape), in: shape, isStatic: true)) == "$s4main5ShapeC4makeACyFZ")
    #expect(m.function(function("area", [], .double, in: shape)) == "$s4main5ShapeC4areaSdyF")
    let config = type(StructDecl.self, "Config", module: "main")
    let launches = variable("launches", .int, in: config, isStatic: true)
    let appName = variable("appName", .string, in: config, isStatic: true)
    #expect(m.variable(launches) == "$s4main6ConfigV8launchesSivpZ")
    #expect(m.accessor(launches, .unsafeMutableAddressor) == "$s4main6ConfigV8launchesSivau")
    #expect(m.accessor(launches, .getter) == "$s4main6ConfigV8launchesSivgZ")
    #expect(m.onceInitializer(launches, token: false) == "$s4main6ConfigV8launches_WZ")
    #expect(m.onceInitializer(appName, token: true) == "$s4main6ConfigV7appName_Wz")
    #expect(m.function(function("launch", [], .int, in: config, isStatic: true)) == "$s4main6ConfigV6launchSiyFZ")

    let named = type(ProtocolDecl.self, "Named", module: "main")
    let name = variable("name", .string, in: named)
    let bump = function("bump", [param("by", "amount", .int), param(nil, "x", .double)], .void, in: named)
    bump.modifiers.isMutating = true
    let greet = function("greet", [param("person", "person", .string)], .string, in: named)
    let tag = type(StructDecl.self, "Tag", module: "main")
    let conf = ProtocolConformance(type: tag, proto: named, moduleName: "main")
    #expect(m.witnessThunk(conf, requirement: name, accessor: .setter) == "$s4main3TagVAA5NamedA2aDP4nameSSvsTW")
    #expect(m.witnessThunk(conf, requirement: bump, accessor: nil) == "$s4main3TagVAA5NamedA2aDP4bump2by_ySi_SdtFTW")
    #expect(m.witnessThunk(conf, requirement: greet, accessor: nil) == "$s4main3TagVAA5NamedA2aDP5greet6personS2S_tFTW")
    #expect(m.witnessTable(conf) == "$s4main3TagVAA5NamedAAWP")

    let counter = type(StructDecl.self, "Counter", module: "main")
    let tickTwice = function("tickTwice", [param(nil, "c", .nominal(counter), inOut: true), param(nil, "d", .nominal(counter), inOut: true)], .void)
    #expect(m.function(tickTwice) == "$s4main9tickTwiceyyAA7CounterVz_ADztF")
  }

  @Test func privateDiscriminators() {
    // swiftc: MD5 of module name + file base name ("al" + "access_levels.swift").
    let digest = MD5.hex(Array("alaccess_levels.swift".utf8)).uppercased()
    #expect(digest == "598B3D2D7DA47D5FFAF0390200558620")
    var m = Mangler(context: Self.contexts.make("al", "_" + digest))
    let bakery = type(ClassDecl.self, "Bakery", module: "al")
    let hint = function("hint", [], .string, in: bakery)
    hint.modifiers.access = .private
    #expect(m.function(hint) == "$s2al6BakeryC4hint33_598B3D2D7DA47D5FFAF0390200558620LLSSyF")
    let priceTag = type(StructDecl.self, "PriceTag", module: "al")
    priceTag.modifiers.access = .fileprivate
    let tag = variable("tag", .nominal(priceTag))
    tag.modifiers.access = .fileprivate
    #expect(m.variable(tag) == "$s2al3tag33_598B3D2D7DA47D5FFAF0390200558620LLAA8PriceTagACLLVvp")
  }

  @Test func md5KnownVectors() {
    #expect(MD5.hex([]) == "d41d8cd98f00b204e9800998ecf8427e")
    #expect(MD5.hex(Array("The quick brown fox jumps over the lazy dog".utf8)) == "9e107d9d372bb6826bd81d3542a419d6")
  }
}
