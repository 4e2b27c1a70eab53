/// How swiftc's `-dump-ast` names the standard library operator that one of
/// miniswiftc's built-in operators on `Int`, the sized integers, `Double`, `Bool`,
/// `String` and `Character` stands for: the declaration `1 + 2` calls is
/// `Swift.(file).Int extension.+`, `a < b` on Ints `Swift.(file).Int.<`, on Doubles the
/// protocol requirement `Comparable.<` with its substitution. Where the library declares
/// each is a fact of Swift 6.3's standard library, recorded from swiftc's own dumps of
/// every operator on every such type (`Tests/SemaTests/Golden/builtin_operators.swift`,
/// which `DumpASTGoldenTests.builtinOperatorsAreSwiftcs` checks against swiftc).
/// `&&` and `||` are not here: swiftc's take their right operand as an autoclosure.
public enum BuiltinOperatorNames {
  /// The kinds of operand the table distinguishes.
  enum Operand: Hashable {
    case integer, double, bool, string, character
  }

  /// The declaration's name after `Swift.(file).`, for an operator (`prefix -` for a
  /// prefix one) of operands of `type` and a right operand of `rhs` (the shifts' `RHS`);
  /// nil when the operator is not one of the table's.
  public static func name(of op: String, prefix: Bool, operand type: SwiftType, rhs: SwiftType?) -> String? {
    let kind: Operand
    switch type {
    case .int, .sizedInteger: kind = .integer
    case .double: kind = .double
    case .bool: kind = .bool
    case .string: kind = .string
    case .character: kind = .character
    default: return nil
    }
    guard let template = table[(prefix ? "prefix " : "") + op]?[kind] else { return nil }
    return template.split(separator: "$", omittingEmptySubsequences: false).enumerated().map { i, part in
      guard i > 0, let first = part.first else { return String(part) }
      return (first == "U" ? (rhs ?? type) : type).description + part.dropFirst()
    }.joined()
  }

  /// `$T` is the operand type, `$U` the right operand's.
  static let table: [String: [Operand: String]] = [
    "+": [.integer: "$T extension.+", .double: "$T extension.+", .string: "$T extension.+"],
    "-": [.integer: "$T extension.-", .double: "$T extension.-"],
    "*": [.integer: "$T extension.*", .double: "$T extension.*"],
    "/": [.integer: "$T extension./", .double: "$T extension./"],
    "%": [.integer: "$T extension.%"],
    "&": [.integer: "$T extension.&"],
    "|": [.integer: "$T extension.|"],
    "^": [.integer: "$T extension.^"],
    "<<": [.integer: "BinaryInteger.<< [with (substitution_map generic_signature=<Self, RHS where Self : BinaryInteger, RHS : BinaryInteger> Self -> $T RHS -> $U)]"],
    ">>": [.integer: "BinaryInteger.>> [with (substitution_map generic_signature=<Self, RHS where Self : BinaryInteger, RHS : BinaryInteger> Self -> $T RHS -> $U)]"],
    "&+": [.integer: "FixedWidthInteger extension.&+ [with (substitution_map generic_signature=<Self where Self : FixedWidthInteger> Self -> $T)]"],
    "&-": [.integer: "FixedWidthInteger extension.&- [with (substitution_map generic_signature=<Self where Self : FixedWidthInteger> Self -> $T)]"],
    "&*": [.integer: "FixedWidthInteger.&* [with (substitution_map generic_signature=<Self where Self : FixedWidthInteger> Self -> $T)]"],
    "&<<": [.integer: "$T extension.&<<"],
    "&>>": [.integer: "$T extension.&>>"],
    "==": [.integer: "$T.==", .double: "Equatable.== [with (substitution_map generic_signature=<Self where Self : Equatable> Self -> $T)]", .bool: "$T extension.==", .string: "$T extension.==", .character: "$T extension.=="],
    "!=": [.integer: "$T extension.!=", .double: "Equatable extension.!= [with (substitution_map generic_signature=<Self where Self : Equatable> Self -> $T)]", .bool: "Equatable extension.!= [with (substitution_map generic_signature=<Self where Self : Equatable> Self -> $T)]", .string: "Equatable extension.!= [with (substitution_map generic_signature=<Self where Self : Equatable> Self -> $T)]", .character: "Equatable extension.!= [with (substitution_map generic_signature=<Self where Self : Equatable> Self -> $T)]"],
    "<": [.integer: "$T.<", .double: "Comparable.< [with (substitution_map generic_signature=<Self where Self : Comparable> Self -> $T)]", .string: "$T extension.<", .character: "$T extension.<"],
    "<=": [.integer: "$T extension.<=", .double: "Comparable.<= [with (substitution_map generic_signature=<Self where Self : Comparable> Self -> $T)]", .string: "Comparable.<= [with (substitution_map generic_signature=<Self where Self : Comparable> Self -> $T)]", .character: "Comparable.<= [with (substitution_map generic_signature=<Self where Self : Comparable> Self -> $T)]"],
    ">": [.integer: "$T extension.>", .double: "Comparable.> [with (substitution_map generic_signature=<Self where Self : Comparable> Self -> $T)]", .string: "Comparable.> [with (substitution_map generic_signature=<Self where Self : Comparable> Self -> $T)]", .character: "Comparable.> [with (substitution_map generic_signature=<Self where Self : Comparable> Self -> $T)]"],
    ">=": [.integer: "$T extension.>=", .double: "Comparable.>= [with (substitution_map generic_signature=<Self where Self : Comparable> Self -> $T)]", .string: "Comparable.>= [with (substitution_map generic_signature=<Self where Self : Comparable> Self -> $T)]", .character: "Comparable.>= [with (substitution_map generic_signature=<Self where Self : Comparable> Self -> $T)]"],
    "+=": [.integer: "$T.+=", .double: "$T extension.+=", .string: "$T extension.+="],
    "-=": [.integer: "$T.-=", .double: "$T extension.-="],
    "*=": [.integer: "$T.*=", .double: "$T extension.*="],
    "/=": [.integer: "$T./=", .double: "$T extension./="],
    "%=": [.integer: "$T.%="],
    "&=": [.integer: "$T.&="],
    "|=": [.integer: "$T.|="],
    "^=": [.integer: "$T.^="],
    "<<=": [.integer: "BinaryInteger.<<= [with (substitution_map generic_signature=<Self, RHS where Self : BinaryInteger, RHS : BinaryInteger> Self -> $T RHS -> $U)]"],
    ">>=": [.integer: "BinaryInteger.>>= [with (substitution_map generic_signature=<Self, RHS where Self : BinaryInteger, RHS : BinaryInteger> Self -> $T RHS -> $U)]"],
    "prefix ~": [.integer: "BinaryInteger.~ [with (substitution_map generic_signature=<Self where Self : BinaryInteger> Self -> $T)]"],
    "prefix -": [.integer: "SignedNumeric.- [with (substitution_map generic_signature=<Self where Self : SignedNumeric> Self -> $T)]", .double: "$T extension.-"],
    "prefix +": [.integer: "AdditiveArithmetic extension.+ [with (substitution_map generic_signature=<Self where Self : AdditiveArithmetic> Self -> $T)]", .double: "AdditiveArithmetic extension.+ [with (substitution_map generic_signature=<Self where Self : AdditiveArithmetic> Self -> $T)]"],
    "prefix !": [.bool: "$T extension.!"],
  ]
}
