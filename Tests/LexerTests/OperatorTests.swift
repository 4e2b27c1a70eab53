import Testing

/// Operator classification by surrounding whitespace, as Swift's lexer does it.
@Suite struct OperatorTests {
  /// (source, expected "kind text" for every token)
  static let table: [(String, [String])] = [
    ("a?.b", ["identifier a", "question_postfix ?", "period .", "identifier b"]),
    ("x!", ["identifier x", "exclaim_postfix !"]),
    ("x!.y", ["identifier x", "exclaim_postfix !", "period .", "identifier y"]),
    ("a ?? b", ["identifier a", "oper_binary_spaced ??", "identifier b"]),
    ("-b", ["oper_prefix -", "identifier b"]),
    ("a-b", ["identifier a", "oper_binary_unspaced -", "identifier b"]),
    ("a - b", ["identifier a", "oper_binary_spaced -", "identifier b"]),
    ("a -b", ["identifier a", "oper_prefix -", "identifier b"]),
    ("a- b", ["identifier a", "oper_postfix -", "identifier b"]),
    ("a...b", ["identifier a", "oper_binary_unspaced ...", "identifier b"]),
    ("a..<b", ["identifier a", "oper_binary_unspaced ..<", "identifier b"]),
    ("0..<10", ["integer_literal 0", "oper_binary_unspaced ..<", "integer_literal 10"]),
    ("1...5", ["integer_literal 1", "oper_binary_unspaced ...", "integer_literal 5"]),
    ("i += 1", ["identifier i", "oper_binary_spaced +=", "integer_literal 1"]),
    ("a &+ b", ["identifier a", "oper_binary_spaced &+", "identifier b"]),
    ("a&*b", ["identifier a", "oper_binary_unspaced &*", "identifier b"]),
    ("f(&x)", ["identifier f", "l_paren (", "amp_prefix &", "identifier x", "r_paren )"]),
    ("a & b", ["identifier a", "oper_binary_spaced &", "identifier b"]),
    ("a = b", ["identifier a", "equal =", "identifier b"]),
    ("a=b", ["identifier a", "equal =", "identifier b"]),
    ("a == b", ["identifier a", "oper_binary_spaced ==", "identifier b"]),
    ("a != b", ["identifier a", "oper_binary_spaced !=", "identifier b"]),
    ("a!=b", ["identifier a", "exclaim_postfix !", "equal =", "identifier b"]),
    ("!x", ["oper_prefix !", "identifier x"]),
    ("!!x", ["oper_prefix !!", "identifier x"]),
    ("(!x)", ["l_paren (", "oper_prefix !", "identifier x", "r_paren )"]),
    ("c ? a : b", ["identifier c", "question_infix ?", "identifier a", "colon :", "identifier b"]),
    ("Int?", ["identifier Int", "question_postfix ?"]),
    ("[Int?]", ["l_square [", "identifier Int", "question_postfix ?", "r_square ]"]),
    ("x??", ["identifier x", "question_postfix ?", "question_postfix ?"]),
    ("func f() -> Int", ["kw_func func", "identifier f", "l_paren (", "r_paren )", "arrow ->", "identifier Int"]),
    ("a->b", ["identifier a", "arrow ->", "identifier b"]),
    ("a.b", ["identifier a", "period .", "identifier b"]),
    (".red", ["period_prefix .", "identifier red"]),
    ("f(.red)", ["identifier f", "l_paren (", "period_prefix .", "identifier red", "r_paren )"]),
    ("x = .red", ["identifier x", "equal =", "period_prefix .", "identifier red"]),
    ("a.0.1", ["identifier a", "period .", "integer_literal 0", "period .", "integer_literal 1"]),
    ("1.description", ["integer_literal 1", "period .", "identifier description"]),
    ("x^.y", ["identifier x", "oper_postfix ^", "period .", "identifier y"]),
    ("^.y", ["oper_prefix ^", "period .", "identifier y"]),
    ("a+.b", ["identifier a", "oper_postfix +", "period .", "identifier b"]),
    ("a ..< b", ["identifier a", "oper_binary_spaced ..<", "identifier b"]),
    ("a < b", ["identifier a", "oper_binary_spaced <", "identifier b"]),
    ("Array<Int>()", ["identifier Array", "oper_binary_unspaced <", "identifier Int", "oper_binary_unspaced >", "l_paren (", "r_paren )"]),
    ("a<=b", ["identifier a", "oper_binary_unspaced <=", "identifier b"]),
    ("a && b || c", ["identifier a", "oper_binary_spaced &&", "identifier b", "oper_binary_spaced ||", "identifier c"]),
    ("x % 2", ["identifier x", "oper_binary_spaced %", "integer_literal 2"]),
    ("-1", ["oper_prefix -", "integer_literal 1"]),
    ("(-1, -2)", ["l_paren (", "oper_prefix -", "integer_literal 1", "comma ,", "oper_prefix -", "integer_literal 2", "r_paren )"]),
    ("a[-1]", ["identifier a", "l_square [", "oper_prefix -", "integer_literal 1", "r_square ]"]),
    ("a*-b", ["identifier a", "oper_binary_unspaced *-", "identifier b"]),
    ("a ⊕ b", ["identifier a", "oper_binary_spaced ⊕", "identifier b"]),
    ("√x", ["oper_prefix √", "identifier x"]),
    // Comments count as whitespace on both sides.
    ("a +/* c */b", ["identifier a", "oper_binary_spaced +", "identifier b"]),
    ("a/* c */+ b", ["identifier a", "oper_binary_spaced +", "identifier b"]),
    ("a/* c */+b", ["identifier a", "oper_prefix +", "identifier b"]),
    ("a+// c\nb", ["identifier a", "oper_postfix +", "identifier b"]),
    ("a +//c\nb", ["identifier a", "oper_binary_spaced +", "identifier b"]),
    ("a+/*c*/b", ["identifier a", "oper_postfix +", "identifier b"]),
    ("x\n-y", ["identifier x", "oper_prefix -", "identifier y"]),
    ("a\u{A0}+ b", ["identifier a", "oper_binary_spaced +", "identifier b"]),
    ("operator ==", ["kw_operator operator", "oper_binary_spaced =="]),
    ("prefix operator +++", ["identifier prefix", "kw_operator operator", "oper_binary_spaced +++"]),
  ]

  @Test(arguments: table)
  func classification(_ source: String, _ expected: [String]) {
    let l = Lexed(source)
    #expect(l.pairs == expected, "\(source)")
    #expect(l.errors.isEmpty, "\(source)")
  }

  @Test func unaryEqualIsAnError() {
    let l = Lexed("a =b")
    #expect(l.kinds == [.identifier, .equal, .identifier])
    #expect(l.errors == ["1:3: '=' must have consistent whitespace on both sides"])
    #expect(Lexed("a= b").errors == ["1:2: '=' must have consistent whitespace on both sides"])
    // Not after `operator`.
    #expect(Lexed("operator =x").errors.isEmpty)
  }

  @Test func periodMistakes() {
    let l = Lexed("a. b")
    #expect(l.kinds == [.identifier, .period, .identifier])
    #expect(l.errors == ["1:2: extraneous whitespace after '.' is not permitted"])
    let m = Lexed("a.\nb")
    #expect(m.kinds == [.identifier, .unknown, .identifier])
    #expect(m.errors == ["1:2: expected member name following '.'"])
  }

  @Test func blockCommentEndOutsideComment() {
    let l = Lexed("a */ b")
    #expect(l.kinds == [.identifier, .unknown, .identifier])
    #expect(l.errors == ["1:3: unexpected end of block comment"])
    let m = Lexed("a +*/ b")
    #expect(m.kinds == [.identifier, .unknown, .identifier])
    #expect(m.errors == ["1:4: unexpected end of block comment"])
  }
}
