import Testing

@Suite struct NumberLiteralTests {
  @Test func integers() {
    let l = Lexed("0 42 1_000 0x1F 0xff_ff 0o17 0b1010_0101 007 1__2")
    #expect(l.kinds.allSatisfy { $0 == .integerLiteral })
    #expect(l.texts == ["0", "42", "1_000", "0x1F", "0xff_ff", "0o17", "0b1010_0101", "007", "1__2"])
    #expect(l.errors.isEmpty)
  }

  @Test func floats() {
    let l = Lexed("1.5 0.1 1e10 1E10 1.5e-3 2.5E+4 1_0.0_1 0x1p3 0x1.8p-2 0xAp0 1e1_0")
    #expect(l.kinds.allSatisfy { $0 == .floatingLiteral })
    #expect(l.texts == ["1.5", "0.1", "1e10", "1E10", "1.5e-3", "2.5E+4", "1_0.0_1", "0x1p3", "0x1.8p-2", "0xAp0", "1e1_0"])
    #expect(l.errors.isEmpty)
  }

  @Test func integerThenMember() {
    #expect(Lexed("1.description").pairs == ["integer_literal 1", "period .", "identifier description"])
    #expect(Lexed("0xff.description").pairs == ["integer_literal 0xff", "period .", "identifier description"])
    #expect(Lexed("0x1.fp").pairs == ["integer_literal 0x1", "period .", "identifier fp"])
    #expect(Lexed("1.e5").pairs == ["integer_literal 1", "period .", "identifier e5"])
    #expect(Lexed("1.5.x").pairs == ["floating_literal 1.5", "period .", "identifier x"])
    #expect(Lexed("x.0.1").pairs == ["identifier x", "period .", "integer_literal 0", "period .", "integer_literal 1"])
    #expect(Lexed("-1").pairs == ["oper_prefix -", "integer_literal 1"])
  }

  /// (source, expected errors, expected token texts)
  static let invalid: [(String, [String], [String])] = [
    ("let a = 0b102", ["1:13: '2' is not a valid binary digit (0 or 1) in integer literal"], ["let", "a", "=", "0b102"]),
    ("1_000x", ["1:6: 'x' is not a valid digit in integer literal"], ["1_000x"]),
    ("120km", ["1:4: 'k' is not a valid digit in integer literal"], ["120km"]),
    ("0o78", ["1:4: '8' is not a valid octal digit (0-7) in integer literal"], ["0o78"]),
    ("0xFG", ["1:4: 'G' is not a valid hexadecimal digit (0-9, A-F) in integer literal"], ["0xFG"]),
    ("0xg", ["1:3: 'g' is not a valid hexadecimal digit (0-9, A-F) in integer literal"], ["0xg"]),
    ("0x;", ["1:3: ';' is not a valid hexadecimal digit (0-9, A-F) in integer literal"], ["0x", ";"]),
    ("0b;", ["1:3: ';' is not a valid binary digit (0 or 1) in integer literal"], ["0b", ";"]),
    ("0x", ["1:3: expected a digit after integer literal prefix"], ["0x"]),
    ("0o\n", ["1:3: expected a digit after integer literal prefix"], ["0o"]),
    ("0b 1", ["1:3: ' ' is not a valid binary digit (0 or 1) in integer literal"], ["0b", "1"]),
    ("0x\t1", ["1:3: expected a digit after integer literal prefix"], ["0x", "1"]),
    ("1e", ["1:3: expected a digit in floating point exponent"], ["1e"]),
    ("1e+", ["1:4: expected a digit in floating point exponent"], ["1e+"]),
    ("1e_5", ["1:3: '_' is not a valid first character in floating point exponent"], ["1e_5"]),
    ("1e5x", ["1:4: 'x' is not a valid digit in floating point exponent"], ["1e5x"]),
    ("0x1.8", ["1:6: hexadecimal floating point literal must end with an exponent"], ["0x1.8"]),
    ("0x1.8.description", ["1:6: hexadecimal floating point literal must end with an exponent"], ["0x1.8", ".", "description"]),
    ("0x1p", ["1:5: expected a digit in floating point exponent"], ["0x1p"]),
    ("0x1p-", ["1:6: expected a digit in floating point exponent"], ["0x1p-"]),
    ("0x1pz", ["1:5: 'z' is not a valid digit in floating point exponent"], ["0x1pz"]),
    ("1é", ["1:2: 'é' is not a valid digit in integer literal"], ["1é"]),
  ]

  @Test(arguments: invalid)
  func invalidLiterals(_ source: String, _ errors: [String], _ texts: [String]) {
    let l = Lexed(source)
    #expect(l.errors == errors, "\(source)")
    #expect(l.texts == texts, "\(source)")
    #expect(l.kinds.contains(.unknown), "\(source)")
  }

  @Test func conformanceCase() {
    // diagnostics/invalid_number_literal.swift: swiftc reports 3:19.
    let l = Lexed("// A unit suffix glued to a number literal.\nlet speedLimit = 50\nlet distance = 120km\nprint(distance / speedLimit)\n")
    #expect(l.errors == ["3:19: 'k' is not a valid digit in integer literal"])
  }
}
