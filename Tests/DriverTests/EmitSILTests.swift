import Foundation
import Testing

/// `-emit-sil` on the book's `employee.swift`: its tables in swiftc's format (compared
/// with swiftc's own where it is installed), its layouts, and function bodies whose
/// comments name what they call and count their reference counting.
@Suite struct EmitSILTests {
  static var employee: String {
    TestSupport.packageRoot.appendingPathComponent("Examples/Employee/employee.swift").path
  }

  static let libraryFlags = ["-parse-as-library", "-module-name", "Employee"]

  func emitSIL(_ file: String, _ flags: [String] = libraryFlags) throws -> String {
    let r = try TestSupport.miniswiftc([file, "-emit-sil"] + flags)
    #expect(r.status == 0, "miniswiftc -emit-sil failed: \(r.stderr)")
    return r.stdout
  }

  /// The `sil_vtable`/`sil_witness_table` sections of a listing, each from its first
  /// line to its closing brace.
  static func tables(_ listing: String) -> [String: [String]] {
    var out: [String: [String]] = [:]
    var current: String? = nil
    for line in listing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("sil_vtable ") || line.hasPrefix("sil_witness_table ") {
        current = line
        out[line] = []
      } else if line == "}" {
        current = nil
      } else if let c = current {
        out[c, default: []].append(line)
      }
    }
    return out
  }

  @Test func employeeTables() throws {
    let tables = Self.tables(try emitSIL(Self.employee))
    #expect(
      tables["sil_vtable Employee {"] == [
        "  #Employee.printEmployeeInfo: (Employee) -> () -> () : @$s8EmployeeAAC05printA4InfoyyF\t// Employee.printEmployeeInfo()",
        "  #Employee.deinit!deallocator: @$s8EmployeeAACfD\t// Employee.__deallocating_deinit",
      ])
    #expect(
      tables["sil_witness_table EmployeeAddress: Address module Employee {"] == [
        "  method #Address.houseNo!getter: <Self where Self : Address> (Self) -> () -> Int : @$s8Employee0A7AddressVAA0B0A2aDP7houseNoSivgTW\t// protocol witness for Address.houseNo.getter in conformance EmployeeAddress",
        "  method #Address.street!getter: <Self where Self : Address> (Self) -> () -> String : @$s8Employee0A7AddressVAA0B0A2aDP6streetSSvgTW\t// protocol witness for Address.street.getter in conformance EmployeeAddress",
        "  method #Address.city!getter: <Self where Self : Address> (Self) -> () -> String : @$s8Employee0A7AddressVAA0B0A2aDP4citySSvgTW\t// protocol witness for Address.city.getter in conformance EmployeeAddress",
        "  method #Address.state!getter: <Self where Self : Address> (Self) -> () -> String : @$s8Employee0A7AddressVAA0B0A2aDP5stateSSvgTW\t// protocol witness for Address.state.getter in conformance EmployeeAddress",
      ])
    #expect(
      tables["sil_witness_table Employee: Person module Employee {"] == [
        "  method #Person.firstName!getter: <Self where Self : Person> (Self) -> () -> String : @$s8EmployeeAACAA6PersonA2aCP9firstNameSSvgTW\t// protocol witness for Person.firstName.getter in conformance Employee",
        "  method #Person.lastName!getter: <Self where Self : Person> (Self) -> () -> String : @$s8EmployeeAACAA6PersonA2aCP8lastNameSSvgTW\t// protocol witness for Person.lastName.getter in conformance Employee",
        "  method #Person.address!getter: <Self where Self : Person> (Self) -> () -> any Address : @$s8EmployeeAACAA6PersonA2aCP7addressAA7Address_pvgTW\t// protocol witness for Person.address.getter in conformance Employee",
      ])
    #expect(tables.count == 3)
  }

  /// swiftc's witness tables for employee.swift are the same, line for line; its vtable
  /// has the same entries plus `#Employee.init!allocator` (miniswiftc's subset never
  /// calls an initializer through a metatype, so its vtables hold methods only).
  @Test func employeeTablesAgreeWithSwiftc() throws {
    guard let swiftc = TestSupport.swiftc else {
      print("skipped: swiftc is not installed")
      return
    }
    let ours = Self.tables(try emitSIL(Self.employee))
    let r = try TestSupport.run(swiftc, ["-emit-sil", Self.employee] + Self.libraryFlags)
    try #require(r.status == 0, "swiftc -emit-sil failed: \(r.stderr)")
    let theirs = Self.tables(r.stdout)
    #expect(Set(ours.keys) == Set(theirs.keys))
    for (header, lines) in ours {
      let expected = theirs[header] ?? []
      if header.hasPrefix("sil_vtable") {
        #expect(lines == expected.filter { !$0.contains("init!allocator") }, "\(header)")
      } else {
        #expect(lines == expected, "\(header)")
      }
    }
  }

  /// A generic type's conformance has one table, over the type's own parameters
  /// (`<T where T : Shape> FlippedShape<T>`), its thunks mangled for them (IRGen makes
  /// a table per specialization from it).
  static let genericShapes = #"""
    public protocol Shape { func draw() -> String; var size: Int { get } }
    public struct FlippedShape<T: Shape>: Shape {
      public var shape: T
      public var size: Int { shape.size }
      public func draw() -> String { shape.draw() }
    }
    public struct JoinedShape<T: Shape, U: Shape>: Shape {
      public var top: T
      public var bottom: U
      public var size: Int { top.size + bottom.size }
      public func draw() -> String { top.draw() + bottom.draw() }
    }
    public class Box<T>: Shape {
      public var value: T
      public init(_ value: T) { self.value = value }
      public var size: Int { 1 }
      public func draw() -> String { "box" }
    }
    """#

  @Test func genericTypesWitnessTables() throws {
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.genericShapes, "shapes.swift", in: dir)
      let file = dir.appendingPathComponent("shapes.swift").path
      let flags = ["-parse-as-library", "-module-name", "Shapes"]
      let ours = Self.tables(try emitSIL(file, flags))
      #expect(
        ours["sil_witness_table <T where T : Shape> FlippedShape<T>: Shape module Shapes {"] == [
          "  method #Shape.draw: <Self where Self : Shape> (Self) -> () -> String : @$s6Shapes12FlippedShapeVyxGAA0C0A2aEP4drawSSyFTW\t// protocol witness for Shape.draw() in conformance FlippedShape<A>",
          "  method #Shape.size!getter: <Self where Self : Shape> (Self) -> () -> Int : @$s6Shapes12FlippedShapeVyxGAA0C0A2aEP4sizeSivgTW\t// protocol witness for Shape.size.getter in conformance FlippedShape<A>",
        ])
      guard let swiftc = TestSupport.swiftc else { return }
      let r = try TestSupport.run(swiftc, ["-emit-sil", file] + flags)
      try #require(r.status == 0, "swiftc -emit-sil failed: \(r.stderr)")
      let witnessTables = { (tables: [String: [String]]) in tables.filter { $0.key.hasPrefix("sil_witness_table") } }
      #expect(witnessTables(ours) == witnessTables(Self.tables(r.stdout)))
    }
  }

  /// A built-in type's conformance, declared by the program's extension, has one
  /// table, `hidden` (the protocol is internal), over the type itself or its generic
  /// parameters (`<Element> Array<Element>`), its thunks mangled as swiftc's (`$sSi...`,
  /// `$sSayxG...`); IRGen makes a table per type from it.
  static let builtinConformances = #"""
    protocol P { func describe() -> String; var size: Int { get } }
    protocol C { var count: Int { get } }
    extension Int: P { func describe() -> String { "i" }; var size: Int { 8 } }
    extension Int8: P { func describe() -> String { "i8" }; var size: Int { 1 } }
    extension Array: P { func describe() -> String { "a" }; var size: Int { count } }
    extension Dictionary: P { func describe() -> String { "d" }; var size: Int { count } }
    extension Set: P, C { func describe() -> String { "s" }; var size: Int { count } }
    extension Optional: P { func describe() -> String { "o" }; var size: Int { 1 } }
    extension String: C {}
    let x: any P = 1
    print(x.describe())
    """#

  @Test func builtinTypesWitnessTables() throws {
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.builtinConformances, "builtins.swift", in: dir)
      let file = dir.appendingPathComponent("builtins.swift").path
      let ours = Self.tables(try emitSIL(file, []))
      #expect(
        ours["sil_witness_table hidden Int: P module builtins {"] == [
          "  method #P.describe: <Self where Self : P> (Self) -> () -> String : @$sSi8builtins1PA2aBP8describeSSyFTW\t// protocol witness for P.describe() in conformance Int",
          "  method #P.size!getter: <Self where Self : P> (Self) -> () -> Int : @$sSi8builtins1PA2aBP4sizeSivgTW\t// protocol witness for P.size.getter in conformance Int",
        ])
      #expect(
        ours["sil_witness_table hidden <Element> Array<Element>: P module builtins {"] == [
          "  method #P.describe: <Self where Self : P> (Self) -> () -> String : @$sSayxG8builtins1PA2bCP8describeSSyFTW\t// protocol witness for P.describe() in conformance [A]",
          "  method #P.size!getter: <Self where Self : P> (Self) -> () -> Int : @$sSayxG8builtins1PA2bCP4sizeSivgTW\t// protocol witness for P.size.getter in conformance [A]",
        ])
      #expect(ours.count == 8)
      guard let swiftc = TestSupport.swiftc else { return }
      let r = try TestSupport.run(swiftc, ["-emit-sil", file])
      try #require(r.status == 0, "swiftc -emit-sil failed: \(r.stderr)")
      let witnessTables = { (tables: [String: [String]]) in tables.filter { $0.key.hasPrefix("sil_witness_table") } }
      #expect(witnessTables(ours) == witnessTables(Self.tables(r.stdout)))
    }
  }

  /// A table's linkage is the least visible of the type and the protocol, as swiftc
  /// prints it: `private` (private or fileprivate), `hidden` (internal), none (public).
  @Test func witnessTableLinkage() throws {
    try TestSupport.withScratch { dir in
      let source = """
        protocol P { func f() }
        private struct S: P { func f() {} }
        fileprivate struct T: P { func f() {} }
        public protocol Q { func g() }
        public struct U: Q { public func g() {} }
        struct V: Q { func g() {} }

        """
      try TestSupport.write(source, "vis.swift", in: dir)
      let file = dir.appendingPathComponent("vis.swift").path
      let headers = { (listing: String) in
        listing.split(separator: "\n").map(String.init).filter { $0.hasPrefix("sil_witness_table") }
      }
      let ours = headers(try emitSIL(file, []))
      #expect(
        ours == [
          "sil_witness_table private S: P module vis {", "sil_witness_table private T: P module vis {",
          "sil_witness_table U: Q module vis {", "sil_witness_table hidden V: Q module vis {",
        ])
      guard let swiftc = TestSupport.swiftc else { return }
      let r = try TestSupport.run(swiftc, ["-emit-sil", file])
      try #require(r.status == 0, "swiftc -emit-sil failed: \(r.stderr)")
      #expect(ours == headers(r.stdout))
    }
  }

  @Test func employeeLayouts() throws {
    let listing = try emitSIL(Self.employee)
    let expected = [
      "// class Employee: instance %T8EmployeeAAC, 48 bytes",
      "  header: %swift.refcounted                             // offset 0, size 16: metadata, reference count",
      "  #Employee.firstName: String                           // offset 16, size 8: reference-counted",
      "  #Employee.address: any Address                        // offset 32, size 16: existential, its object reference-counted",
      "  destroy: @$s8EmployeeAACfD                            // offset 16: Employee.__deallocating_deinit",
      "  vtable[0]: @$s8EmployeeAAC05printA4InfoyyF            // offset 32: Employee.printEmployeeInfo()",
      "// struct EmployeeAddress: %T8Employee0A7AddressV, 32 bytes",
      "  #EmployeeAddress.houseNo: Int                         // offset 0, size 8: trivial",
      "  #EmployeeAddress.state: String                        // offset 24, size 8: reference-counted",
      "// in an existential: a heap box { %swift.refcounted, %T8Employee0A7AddressV } of 48 bytes, the value at offset 16",
      "  destroy: @$s8Employee0A7AddressVWOh                   // offset 16: outlined destroy of EmployeeAddress",
      "// existential any Address: %swift.existential, 16 bytes",
      "// witness table @$s8Employee0A7AddressVAA0B0AAWP // protocol witness table for EmployeeAddress",
    ]
    let lines = Set(listing.split(separator: "\n").map(String.init))
    for line in expected {
      #expect(lines.contains(line), "missing: \(line)")
    }
  }

  /// Each function is printed under its demangled name; calls name their callee, the ARC
  /// calls are marked, and the header's counts are the calls in the body.
  @Test func employeeFunctionBodies() throws {
    let listing = try emitSIL(Self.employee)
    let lines = listing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var defines = 0
    for (i, line) in lines.enumerated() where line.hasPrefix("define ") {
      defines += 1
      let header = lines[i - 1].hasPrefix("// reference counting") ? lines[i - 2] : lines[i - 1]
      #expect(header.hasPrefix("// ") && !header.contains("$s"), "no demangled name above \(line)")
      let body = lines[i...].prefix { $0 != "}" }
      let retains = body.filter { $0.contains("@ms_retain(") }
      let releases = body.filter { $0.contains("@ms_release(") }
      // With the statement each was emitted for (none in a deinit's or a witness thunk's).
      #expect(retains.allSatisfy { $0.hasSuffix("// strong_retain") || $0.contains("// strong_retain (employee.swift:") })
      #expect(releases.allSatisfy { $0.hasSuffix("// strong_release") || $0.contains("// strong_release (employee.swift:") })
      if !retains.isEmpty || !releases.isEmpty {
        #expect(lines[i - 1] == "// reference counting: \(retains.count) ms_retain, \(releases.count) ms_release")
      }
    }
    // (Four of them describe a protocol value for print: each type's describe function
    // ending its witness tables, and EmployeeAddress's two descriptions. Two more are the
    // library's `print` and the `Int.&+=` it counts with.)
    #expect(defines == 21)
    #expect(
      lines.contains(
        "  %4 = call i8* @\"$s8EmployeeAAC9firstName04lastC07addressABSS_SSAA7Address_ptcfc\"(i8* %0, i8* %1, %swift.existential %2, i8* %3) // function_ref Employee.init(firstName:lastName:address:)"
      ))
    #expect(
      lines.contains(
        "  %55 = call i64 %54(i8* %53)                           // witness_method #Address.houseNo!getter: entry 0 of the witness table"
      ))
    #expect(lines.contains("// Employee.init(firstName:lastName:address:)"))
    #expect(lines.contains("// reference counting: 3 ms_retain, 3 ms_release"))
    // In `init`, each retain and release belongs to the assignment on that line.
    #expect(lines.contains("  %4 = call i8* @ms_retain(i8* %0)                      // strong_retain (employee.swift:22)"))
    #expect(lines.contains("  call void @ms_release(i8* %26)                        // strong_release (employee.swift:24)"))
  }

  /// The name above every function agrees with `swift demangle --simplified`, over the
  /// book and core programs of the conformance suite.
  @Test func functionNamesAgreeWithSwiftDemangle() throws {
    guard let swift = TestSupport.which("swift") else {
      print("skipped: swift (for swift demangle) is not installed")
      return
    }
    var files = [Self.employee]
    let shared = TestSupport.conformanceDirectory
    if let shared {
      for tier in ["book", "core"] {
        let dir = shared.appendingPathComponent(tier)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        files += names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0).path }
      }
    } else {
      print("only employee.swift: ../shared (the conformance suite) is missing")
    }
    var names: [String: String] = [:]
    for file in files {
      let r = try TestSupport.miniswiftc([file, "-emit-sil", "-module-name", "main"])
      guard r.status == 0 else { continue }  // programs beyond what miniswiftc supports yet
      let lines = r.stdout.split(separator: "\n").map(String.init)
      for (i, line) in lines.enumerated() where line.hasPrefix("define ") {
        guard let at = line.range(of: "@\"$s"), let end = line[at.upperBound...].firstIndex(of: "\"") else { continue }
        let symbol = String(line[line.index(at.lowerBound, offsetBy: 2)..<end])
        let header = lines[i - 1].hasPrefix("// reference counting") ? lines[i - 2] : lines[i - 1]
        // (A specialization of a generic function, `stride<T>` in core's stride_loops, is
        // listed under its symbol, as MangledEntity.silName says: no name to compare.)
        if header == "// " + symbol { continue }
        names[symbol] = String(header.dropFirst(3))
      }
    }
    try #require(names.count >= (shared == nil ? 15 : 100))
    let symbols = names.keys.sorted()
    let r = try TestSupport.run(swift, ["demangle", "--simplified"] + symbols)
    let demangled = r.stdout.split(separator: "\n").map(String.init)
    try #require(demangled.count == symbols.count)
    for (symbol, line) in zip(symbols, demangled) {
      #expect(line == "\(symbol) ---> \(names[symbol] ?? "")")
    }
  }

  @Test func writesTheListingToOutputFile() throws {
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("employee.sil").path
    let r = try TestSupport.miniswiftc([Self.employee, "-emit-sil", "-o", out] + Self.libraryFlags)
    #expect(r.status == 0 && r.stdout.isEmpty)
    let written = try String(contentsOfFile: out, encoding: .utf8)
    #expect(written == (try emitSIL(Self.employee)))
  }

  @Test func errorsStopBeforeTheListing() throws {
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("foo.swift")
    try "let x: Foo = 1\n".write(to: file, atomically: true, encoding: .utf8)
    let r = try TestSupport.miniswiftc([file.path, "-emit-sil"])
    #expect(r.status == 1)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.contains("foo.swift:1:8: error: cannot find type 'Foo' in scope"))
  }
}
