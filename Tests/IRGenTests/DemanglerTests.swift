import Testing

@testable import IRGen

/// Symbols swiftc 6.3 and miniswiftc emit, with what `swift demangle --simplified` (Swift
/// 6.3.1) prints for them: `Demangler` (a test tool here, not part of the compiler) must
/// print the same, and so must the name `-emit-sil` gives each symbol from the
/// declaration IRGen mangled it from (`MangledEntity.silName`).
@Suite struct DemanglerTests {
  static let cases: [(symbol: String, name: String)] = [
    // Word substitutions (`05printA4Info`), merged substitutions (`A2aD`).
    ("$s8EmployeeAAC05printA4InfoyyF", "Employee.printEmployeeInfo()"),
    ("$s8Employee0A7AddressVAA0B0A2aDP7houseNoSivgTW",
     "protocol witness for Address.houseNo.getter in conformance EmployeeAddress"),
    // Initializers: allocating (a class's `__allocating_init`, a struct's `init`) and
    // initializing; labels read against the signature's parameter count.
    ("$s8EmployeeAAC9firstName04lastC07addressABSS_SSAA7Address_ptcfC",
     "Employee.__allocating_init(firstName:lastName:address:)"),
    ("$s8EmployeeAAC9firstName04lastC07addressABSS_SSAA7Address_ptcfc", "Employee.init(firstName:lastName:address:)"),
    ("$s27deinit_member_release_order5PieceCyACSScfc", "Piece.init(_:)"),
    // A private type: its discriminator is not printed.
    ("$s13access_levels8PriceTag33_EA5197B9548F5FD5C010FAB9F5136318LLV6amount8currencyADSi_SStcfC",
     "PriceTag.init(amount:currency:)"),
    // Deinitializers.
    ("$s8EmployeeAACfD", "Employee.__deallocating_deinit"),
    ("$s8EmployeeAACfd", "Employee.deinit"),
    // Functions: `y` labels (all unlabeled), one unlabeled parameter, inout, static.
    ("$s4main1fyySi_SitF", "f(_:_:)"),
    ("$s25class_reference_semantics5drainyyAA7AccountCF", "drain(_:)"),
    ("$s21struct_inout_mutation9tickTwiceyyAA7CounterVzF", "tickTwice(_:)"),
    ("$s14static_members6ConfigV6launchSiyFZ", "static Config.launch()"),
    // A non-escaping closure parameter (`XE`), inout.
    ("$s4main5applyyS3iXE_SitF", "apply(_:_:)"),
    ("$s4main5applyyS3iXEzF", "apply(_:)"),
    // `K`: throwing (or rethrowing) functions, initializers and function types.
    ("$s4main1gyS2iyKXEKF", "g(_:)"),
    ("$s4main1SV1aACSi_tKcfC", "S.init(a:)"),
    ("$s4main1cSiyKcvp", "c"),
    ("$s29protocol_existential_dispatch6SquareVAA5ShapeA2aDP6scaled2byS2i_tFTW",
     "protocol witness for Shape.scaled(by:) in conformance Square"),
    // Existentials, arrays and optionals in a signature (bound generics are substitutions:
    // `AJ` is `[Int]`, `AK` is `Int?`).
    ("$s4main1f1a1b1c1d1e1gyAA1P_p_AaI_pSaySiGAJSiSgAKtF", "f(a:b:c:d:e:g:)"),
    // More than 26 substitutions (`A5_` is number 32) and a repeated standard type (`S26i`).
    ("$s4main1f2l02l12l22l32l42l52l62l72l82l93l103l113l123l133l143l153l163l173l183l193l203l213l223l233l243l253l261s1tySi_S26iAA1SVA5_tF",
     "f(l0:l1:l2:l3:l4:l5:l6:l7:l8:l9:l10:l11:l12:l13:l14:l15:l16:l17:l18:l19:l20:l21:l22:l23:l24:l25:l26:s:t:)"),
    // Accessors and variables.
    ("$s25protocol_get_set_property3TagV6lengthSivg", "Tag.length.getter"),
    ("$s4main3FooV1xSivsZ", "static Foo.x.setter"),
    ("$s4main10TimesTableVyS2icig", "TimesTable.subscript.getter"),
    ("$s4main1TV3row_SdSi_Sitcig", "T.subscript.getter"),
    ("$s4main1LVySSSi_SStcis", "L.subscript.setter"),
    // String.Index: a nominal type whose context is a standard one; Character.
    ("$s1m5afterySS5IndexVSS_ADtF", "after(_:_:)"),
    ("$s4main5firstySJSSF", "first(_:)"),
    ("$s4main1EOyS2icigZ", "static E.subscript.getter"),
    ("$s4main5OuterV5InnerV1xSivg", "Outer.Inner.x.getter"),
    ("$s14static_members6ConfigV8launchesSivau", "Config.launches.unsafeMutableAddressor"),
    ("$s14static_members6ConfigV8launchesSivpZ", "static Config.launches"),
    ("$s14static_members6ConfigV7appName_WZ", "one-time initialization function for appName"),
    ("$s14static_members6ConfigV7appName_Wz", "one-time initialization token for appName"),
    // Extensions of standard types, sized integers.
    ("$sSd4mainE2kmSdvg", "Double.km.getter"),
    ("$ss5UInt8V2e2E4highABvg", "UInt8.high.getter"),
    ("$sSi2e2E6squareyyF", "Int.square()"),
    ("$sSi2e2E6answerSivgZ", "static Int.answer.getter"),
    ("$s2e23useys5UInt8VAD_ADs4Int8VtF", "use(_:_:_:)"),
    // Any and AnyObject.
    ("$s4main6objectyXlvp", "object"),
    ("$s4main5boxedyXlSgvp", "boxed"),
    ("$s4main6thingsSayypGvp", "things"),
    ("$s4main1fyyyp_yXlSgtF", "f(_:_:)"),
    // Metadata, witness tables, value witnesses.
    ("$s8EmployeeAACN", "type metadata for Employee"),
    ("$s8EmployeeAACAA6PersonAAWP", "protocol witness table for Employee"),
    // A generic type's conformance, over its own parameters.
    ("$s4main2FlVyxGAA5ShapeA2aEP4drawSSyFTW", "protocol witness for Shape.draw() in conformance Fl<A>"),
    ("$s4main1JVyxq_q0_GAA5ShapeAAWP", "protocol witness table for J<A, B, C>"),
    ("$s8Employee0A7AddressVwCP", "initializeBufferWithCopyOfBuffer for EmployeeAddress"),
    ("$s8Employee0A7AddressVWOh", "outlined destroy of EmployeeAddress"),
  ]

  @Test func demanglesLikeSwiftDemangle() {
    for c in Self.cases {
      #expect(Demangler.demangle(c.symbol) == c.name, "\(c.symbol)")
    }
  }

  /// Every symbol IRGen mangles for the run-pass and conformance programs: the name
  /// `-emit-sil` prints from its declaration is the one the symbol demangles to (none for
  /// generic functions and their specializations, which the listing shows as symbols).
  @Test(arguments: PipelineTests.local + PipelineTests.book + PipelineTests.core + PipelineTests.programs("ext"))
  func declarationNamesAgreeWithTheDemangler(_ path: String) throws {
    let checked = try PipelineTests.check(path)
    try #require(checked.diagnostics.isEmpty, "\(PipelineTests.name(path)): \(checked.diagnostics)")
    let igm = IRGenModule(module: checked.module, options: IRGenOptions(moduleName: "main"))
    igm.mangler.entities = [:]
    igm.emitModule()
    let entities = try #require(igm.mangler.entities)
    for (symbol, entity) in entities.sorted(by: { $0.key < $1.key }) {
      #expect(entity.silName == Demangler.demangle(symbol), "\(PipelineTests.name(path)): \(symbol)")
    }
  }

  @Test func otherNamesAreNotSwiftSymbols() {
    for name in ["main", "ms_retain", "llvm.trap", "$s", "", "$sXYZ", "_T0abc", "$s9Employee", "$s8EmployeeC"] {
      #expect(Demangler.demangle(name) == nil, "\(name)")
    }
  }

  /// Truncated and damaged symbols give nil (or some name), never a crash.
  @Test func damagedSymbolsDoNotCrash() {
    for c in Self.cases {
      let chars = Array(c.symbol)
      for end in 0..<chars.count {
        _ = Demangler.demangle(String(chars[..<end]))
      }
      for i in 2..<chars.count {
        for replacement in ["A", "0", "9", "_", "y", "t", "S", "G", "z"] {
          var damaged = chars
          damaged[i] = Character(replacement)
          _ = Demangler.demangle(String(damaged))
        }
      }
    }
    #expect(Demangler.demangle("$sA99999999999999999999_") == nil)
    #expect(Demangler.demangle("$s" + String(repeating: "A_", count: 5000)) == nil)
  }
}
