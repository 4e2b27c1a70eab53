/// The operations the language gives without declaring them in Swift source: what the
/// standard library's `Int`, `Double`, `Bool`, `String` and free functions provide in the
/// subset. Sema declares a `FuncDecl` (or `VarDecl` accessor) for each, with `builtin`
/// set; IRGen lowers a call to such a declaration to LLVM instructions or a runtime call
/// instead of a function call.
///
/// Cases are grouped by the type they work on. Sema may add cases as the subset grows;
/// IRGen must handle every case (a `switch` without `default`).
public enum Builtin: String, Sendable, CaseIterable {
  // Int arithmetic (trapping on overflow and division by zero, as Swift does).
  case intAdd, intSubtract, intMultiply, intDivide, intRemainder, intNegate
  /// `&+`, `&-`, `&*`: two's-complement wrapping.
  case intWrappingAdd, intWrappingSubtract, intWrappingMultiply
  case intEqual, intNotEqual, intLess, intLessEqual, intGreater, intGreaterEqual
  /// `+x` on Int or Double.
  case intIdentity, doubleIdentity
  /// `Int.max`, `Int.min` (static properties).
  case intMax, intMin
  /// `&`, `|`, `^`, prefix `~` on Int.
  case intBitAnd, intBitOr, intBitXor, intBitNot
  /// `<<`, `>>`: Swift's "smart" shifts (a negative amount shifts the other way; shifting
  /// by 64 or more gives 0, or -1 for `>>` of a negative value).
  case intShiftLeft, intShiftRight
  /// `&<<`, `&>>`: the amount is taken modulo 64.
  case intMaskingShiftLeft, intMaskingShiftRight

  // Double arithmetic (IEEE, no traps).
  case doubleAdd, doubleSubtract, doubleMultiply, doubleDivide, doubleNegate
  case doubleEqual, doubleNotEqual, doubleLess, doubleLessEqual, doubleGreater, doubleGreaterEqual

  // Bool. `&&` and `||` short-circuit: IRGen evaluates the right operand conditionally.
  case boolAnd, boolOr, boolNot, boolEqual, boolNotEqual

  // String.
  case stringConcat, stringEqual, stringNotEqual, stringLess, stringLessEqual, stringGreater,
    stringGreaterEqual
  /// `s.count`, `s.isEmpty`.
  case stringCount, stringIsEmpty
  /// `s.uppercased()`, `s.lowercased()`.
  case stringUppercased, stringLowercased

  // Compound assignment: the left operand is `inout` (an lvalue).
  case intAddAssign, intSubtractAssign, intMultiplyAssign, intDivideAssign, intRemainderAssign
  case intBitAndAssign, intBitOrAssign, intBitXorAssign, intShiftLeftAssign, intShiftRightAssign,
    intMaskingShiftLeftAssign, intMaskingShiftRightAssign
  case doubleAddAssign, doubleSubtractAssign, doubleMultiplyAssign, doubleDivideAssign
  case stringAppend

  // Conversions (initializers of the standard library types).
  /// `Double(i)` (of Int or a sized integer)
  case doubleFromInt
  /// `Int(d)`, `UInt8(d)`: traps when out of range or not finite.
  case intFromDouble
  /// `Int(s)`: `Int?`.
  case intFromString
  /// `Double(text)`: nil unless the whole text is a decimal or hexadecimal number,
  /// `inf`, `infinity` or `nan`, as Swift's `Double.init?(_:)` (the runtime's strtod).
  case doubleFromString
  /// `String(x)` / `"\(x)"` of Int, Double, Bool, String.
  case stringFromInt, stringFromDouble, stringFromBool, stringFromString
  /// `Double(d)`, `Int(i)`, `Bool(b)`: identity conversions.
  case doubleFromDouble, intFromInt

  // Ranges of Int (and of String.Index).
  /// `a..<b`, `a...b` (the closed form traps when `a > b`).
  case halfOpenRange, closedRange

  // Optionals (the `ext` tier).
  /// `a ?? b`: `lhs` is `T?`, `rhs` is `T` (or `T?`); the right side is evaluated only
  /// when `lhs` is `nil`. The call's type is the right side's.
  case optionalCoalesce
  /// `x == nil`, `x != nil` (either operand may be the `nil` literal, typed as the other
  /// operand's optional type).
  case optionalIsNil, optionalIsNotNil

  // Arrays (the `ext` tier). `a.count`, `a.isEmpty` are property getters (base: the
  // array); `a.append(x)`, `a.removeLast()` are methods whose base is a mutable lvalue.
  case arrayCount, arrayIsEmpty, arrayAppend, arrayRemoveLast
  /// `a.first`, `a.last`: property getters (base: the array) giving `T?`.
  case arrayFirst, arrayLast

  /// `a == b`, `a != b` on an enum without associated values (Sema declares the
  /// operators): the cases are compared.
  case enumEqual, enumNotEqual

  /// `a == b`, `a < b`... on two values of a generic parameter `T: Equatable` or
  /// `T: Comparable` (the `ext` tier): IRGen picks the concrete comparison per
  /// specialization (Int, Double, String, Bool, enums).
  case genericEqual, genericNotEqual, genericLess, genericLessEqual, genericGreater, genericGreaterEqual

  // What the library's checks (stdlib/Assert.swift: `assert`, `precondition`,
  // `assertionFailure`, `preconditionFailure`, `fatalError`) are written over, as Swift's
  // Assert.swift and AssertCommon.swift are over its builtins.
  /// `Builtin.isDebugAssertConfiguration() -> Bool`: is this a -Onone build? Swift's
  /// `_isDebugAssertConfiguration()`, lowered to the constant, so that at -O an
  /// `assert`'s check is dead code that LLVM removes.
  case isDebugAssertConfiguration
  /// `Builtin.assertionFailure(_ prefix: String, _ message: String, _ file: String,
  /// _ line: UInt) -> Never`: writes "FILE:LINE: PREFIX: MESSAGE" (or "FILE:LINE: PREFIX"
  /// for an empty message) to stderr and traps; Swift's `_assertionFailure(_:_:file:line:flags:)`.
  case assertionFailure
  /// `Builtin.trap() -> Never`: a bare trap (Swift's `Builtin.int_trap()`), what a failed
  /// `precondition` is at -O.
  case trap

  /// `UInt8(x)`, `Int(x)`, `Int64(x)`: a conversion between integer types (Int or sized)
  /// that traps when the value does not fit ("Not enough bits to represent the passed
  /// value", "Negative value is not representable").
  case integerConversion
  /// `UInt8(truncatingIfNeeded: x)`, `Int8(bitPattern: u)`: the low bits of an integer as
  /// another integer type (sign- or zero-extended into a wider one); never traps.
  case integerTruncation
  /// `Int8(clamping: x)`: the value, or the type's `min` or `max` when it is past them.
  case integerClamping
  /// `Int8(exactly: x)`: the value when the type holds it, else nil.
  case integerExactConversion

  /// Does a call never return? Its result is the library's `Never` (flow checks end the
  /// path at it).
  public var isNoReturn: Bool { self == .assertionFailure || self == .trap }

  // Characters, string indices and the Character-wise String API (a Character and a
  // Substring are Strings underneath; a `String.Index` is a UTF-8 offset).
  /// `Character(s)` (traps unless `s` is one Character); `String(c)`, `String(sub)`;
  /// `String(characters)` of a `[Character]`; `String(repeating:count:)` of a String or
  /// a Character.
  case characterFromString, stringFromCharacter, stringFromSubstring, stringFromCharacters, stringRepeating
  /// `s.startIndex`, `s.endIndex` (property getters).
  case stringStartIndex, stringEndIndex
  /// `s.index(after:)`, `s.index(before:)`, `s.index(_:offsetBy:)`.
  case stringIndexAfter, stringIndexBefore, stringIndexOffsetBy
  /// Mutating methods (the base is an lvalue): `s.append(c)`, `s.insert(c, at:)`,
  /// `s.insert(contentsOf:at:)`, `s.remove(at:)`, `s.removeSubrange(r)`.
  case stringAppendCharacter, stringInsert, stringInsertContents, stringRemoveAt, stringRemoveSubrange
  /// `s.firstIndex(of: c)`, `s.hasPrefix(p)`, `s.hasSuffix(p)`.
  case stringFirstIndexOf, stringHasPrefix, stringHasSuffix
  /// `sub.count`, `sub.isEmpty` of a Substring.
  case substringCount, substringIsEmpty

  /// Is it a mutating method of String (its base is an lvalue)?
  /// The builtins that change an array in place: a method of Sema's (`sort()`) on an
  /// lvalue base, or a library builtin on an `inout` first argument
  /// (`Builtin.arrayAppend(&self, x)`, stdlib/Array.swift).
  public var isArrayMutation: Bool {
    switch self {
    case .arrayAppend, .arrayRemoveLast, .arrayInsert, .arrayRemoveAt, .arrayRemoveFirst, .arrayRemoveAll, .arrayPopLast,
      .arrayReplaceSubrange, .arrayAppendContents, .arrayReserveCapacity,
      .arrayElementAddress, .arraySwapAt:
      true
    default: false
    }
  }

  public var isStringMutation: Bool {
    switch self {
    case .stringAppendCharacter, .stringInsert, .stringInsertContents, .stringRemoveAt, .stringRemoveSubrange: true
    default: false
    }
  }

  // Dictionaries and sets: declared in Sema/StandardLibrary.swift (members of `[K: V]` and
  // `Set<T>` for any Hashable K, T), lowered in IRGen/GenDictionary.swift. A Set is the
  // runtime's table without values, so the first five work on both.
  /// `count`, `isEmpty` (property getters; base: the dictionary or set).
  case dictionaryCount, dictionaryIsEmpty
  /// `d.keys`, `d.values`: arrays in iteration order (Swift's are views; see
  /// Sema/Dictionaries.swift).
  case dictionaryKeys, dictionaryValues
  /// `d.updateValue(v, forKey: k) -> V?`, `d.removeValue(forKey: k) -> V?`, `removeAll()`
  /// (also Set's): the base is a mutable lvalue.
  case dictionaryUpdateValue, dictionaryRemoveValue, dictionaryRemoveAll
  /// `Builtin.dictionaryLookup(d, k) -> V?`: the value for `k`, copied, or nil (the
  /// getters of Dictionary's subscripts, stdlib/DictionarySubscripts.swift).
  case dictionaryLookup
  /// `Builtin.dictionaryValueAddress(&d, k) -> Int`: the address of `k`'s value inside
  /// `d`'s table made unique, or 0 when `k` is absent; `Builtin.dictionaryInsertAddress(&d,
  /// v, k) -> Int`: inserts absent `k` with `v` and gives the new value's address. The
  /// addressors of Dictionary's subscripts, through which `d[k]?.append(x)` and `d[k,
  /// default: []].append(x)` write into the entry in place.
  case dictionaryValueAddress, dictionaryInsertAddress
  /// `s.insert(x) -> (inserted: Bool, memberAfterInsert: T)`, `s.remove(x) -> T?`
  /// (mutating), `s.contains(x)`.
  case setInsert, setRemove, setContains
  /// `Builtin.hashedNextSlot(c, i)`: the first occupied slot of the table of dictionary or
  /// set `c` at or after slot `i`, in iteration order, or -1 past the last (the iterators
  /// of stdlib/HashedCollectionIteration.swift walk the table with it).
  case hashedNextSlot
  /// `Builtin.setElementAt(s, i)`, `Builtin.dictionaryEntryAt(d, i)`: a copy of the
  /// member, of the `(key:value:)` pair, in occupied slot `i` of the table.
  case setElementAt, dictionaryEntryAt
  /// `Set(array)`: an initializer (`init(_:)`) taking an array.
  case setFromArray

  // Array's API (declared in Sema's StandardLibrary, lowered in IRGen's GenArrayMethods).
  /// `[T](repeating: x, count: n)`, `Array(repeating:count:)`: traps when `n < 0`.
  case arrayRepeating
  /// `Builtin.arrayElement(a, i)`: element `i` of `a`, copied; traps with Swift's "Index
  /// out of range" when `i` is not an index (the getter of Array's subscript,
  /// stdlib/ArraySubscript.swift).
  case arrayElement
  /// `Builtin.arrayElementAddress(&a, i)`: the address of element `i` of `a` (as an Int),
  /// its buffer made unique first and `i` checked (the `unsafeMutableAddress` of Array's
  /// subscript, through which `a[i] += 1` writes in place).
  case arrayElementAddress
  /// `a + b` (a new array); `a += b` (the left operand `inout`), also `a.append(contentsOf: b)`.
  case arrayConcat, arrayAppendContents
  /// Mutating methods (the base is an lvalue): `insert(_:at:)`, `remove(at:)`,
  /// `removeFirst()`, `removeAll()`, `popLast()`.
  case arrayInsert, arrayRemoveAt, arrayRemoveFirst, arrayRemoveAll, arrayPopLast
  /// `Builtin.arraySwapAt(&a, i, j)`: the elements at `i` and `j` (both checked) trade
  /// places in `a`'s buffer made unique, moved rather than copied (Array's `swapAt`,
  /// stdlib/Swap.swift, which `Sequence.reversed()` and `reverse()` call).
  case arraySwapAt

  // Ranges of Int as values (`let r = 1...5`): IRGen's `{ lowerBound, upperBound }`.
  /// `r.lowerBound`, `r.upperBound`, `r.count`, `r.isEmpty` (property getters), `r.contains(x)`.
  case rangeLowerBound, rangeUpperBound, rangeCount, rangeIsEmpty, rangeContains
  /// `r[i]` of a range of Int, a Collection whose elements are its indices (the
  /// subscript witness of `extension Range<Int>: BidirectionalCollection`): `i`, checked.
  case rangeSubscript
  /// `a.indices`: `0..<a.count`.
  case arrayIndices
  /// `Builtin.arrayReplaceSubrange(&a, lower, upper, b, from, to)`: the elements of `a`
  /// at `lower..<upper` replaced by `b`'s at `from..<to` (the setter of Array's range
  /// subscript, stdlib/ArrayRangeSubscripts.swift: `a[1..<3] = slice`; the library's
  /// `replaceSubrange(_:with:)` passes a whole array).
  case arrayReplaceSubrange

  /// `a === b`, `a !== b` on two class references (either may be optional or the `nil`
  /// literal): the same instance (or both `nil`).
  case objectIdentical, objectNotIdentical

  /// `a.reserveCapacity(n)`: room for `n` elements (the array made unique), so that
  /// appends up to `n` do not reallocate (the library's `map` uses it).
  case arrayReserveCapacity
  /// Array's `startIndex` (0) and `index(after: i)` (`i + 1`), and String's
  /// `subscript(_: String.Index) -> Character` (read by IRGen as `s[i]`): witnesses of
  /// `Collection`'s requirements (stdlib/Collection.swift).
  case arrayStartIndex, arrayIndexAfter, stringSubscript

  // Called by name from module Swift's own source only (`Builtin.hashInt(x)`, as swiftc's
  // library calls `Builtin.xxx` under `-parse-stdlib`); a program cannot name `Builtin`.
  // Their signatures are declared once, in Sema's `StandardLibrary.libraryBuiltins`.
  /// `Builtin.hashInt(_: Int) -> Int`: the runtime's mix of an Int (`ms_hash_int`), every
  /// bit of the input reaching every bit of the result; `Hasher` combines with it.
  case hashInt
  /// `Builtin.hash<T>(_: T) -> Int`: the compiler's own hash of a value of a built-in
  /// Hashable type, of an enum without associated values or of a struct whose Hashable
  /// conformance it derives (its stored properties' hashes in order), as the runtime's
  /// tables hash their keys (IRGen's `emitHash`); the library's default `hash(into:)`
  /// feeds it to a `Hasher` (stdlib/Hashable.swift).
  case hash
  /// `Builtin.identical<T>(_: T, _: T) -> Bool`: whether two arrays (dictionaries, sets)
  /// share one buffer, the shortcut of Array's `==` (stdlib/ArrayHashable.swift), which
  /// is how an array holding a NaN equals itself, as in Swift.
  case identical
  /// `Builtin.truncatingRemainder(_: Double, _: Double) -> Double`: LLVM's `frem`, the
  /// remainder of the division truncated toward zero (C's `fmod`); Double's
  /// `truncatingRemainder(dividingBy:)` (stdlib/FloatingPointRemainder.swift).
  case truncatingRemainder
  /// `Builtin.sqrt(_: Double) -> Double`, `round`, `rint`, `trunc`, `ceil`, `floor`: LLVM's
  /// intrinsics of those names (`llvm.sqrt.f64`, ...; C's functions), which Swift's
  /// library calls as `Builtin.int_sqrt_FPIEEE64` and friends; Double's `squareRoot()`
  /// and `rounded(_:)` (stdlib/FloatingPointRounding.swift). `round` rounds a tie away
  /// from zero, `rint` to even.
  case sqrt, round, rint, trunc, ceil, floor
  /// `Builtin.utf8Count(_: String) -> Int` and `Builtin.utf8CodeUnit(_: String, _: Int)
  /// -> UInt8`: the number of a string's UTF-8 bytes, and the byte at an offset (the
  /// runtime checks it); String's `utf8` view (stdlib/StringUTF8View.swift).
  case utf8Count, utf8CodeUnit
  /// `Builtin.nextCharacterBoundary(_: String, _: Int) -> Int` and
  /// `Builtin.characterBetween(_: String, _: Int, _: Int) -> Character`: the UTF-8 offset
  /// where the Character starting at an offset (a boundary below the count) ends, and the
  /// Character between two such boundaries (the runtime's grapheme breaking, unchecked);
  /// `String.Iterator` (stdlib/StringIteration.swift).
  case nextCharacterBoundary, characterBetween
  /// `Builtin.qualifiedTypeName<T>(_: T) -> String`: the name of the value's type as
  /// Swift's runtime spells it qualified by module (`Swift.StrideTo<Swift.Int>`), which
  /// `print` shows for a value whose mirror has no display style (the strides,
  /// stdlib/StrideTo.swift).
  case qualifiedTypeName
  /// `Builtin.unicodeProperties(_: Int) -> Int` and `Builtin.unicodeWholeNumber(_: Int)
  /// -> Int`: a scalar's Unicode properties as bits, and its numeric value where that is a
  /// whole number (the runtime's tables, Sources/Runtime/unicode_properties.c);
  /// `Unicode.Scalar.Properties` and Character's `isLetter`, `isNumber`, ...
  /// (stdlib/UnicodeScalarProperties.swift, stdlib/CharacterProperties.swift).
  case unicodeProperties, unicodeWholeNumber
  /// `Builtin.stringFromScalar(_: Int) -> String`: the string of one valid scalar value;
  /// `Unicode.Scalar`'s description (stdlib/UnicodeScalar.swift).
  case stringFromScalar
  /// `Builtin.changesWhenUppercased(_: String) -> Bool` and `changesWhenLowercased`:
  /// whether a scalar of the string has a case mapping other than itself (the runtime's
  /// tables); Character's `isUppercase`, `isLowercase` and `isCased`
  /// (stdlib/CharacterProperties.swift).
  case changesWhenUppercased, changesWhenLowercased
  /// `Builtin.libraryPreconditionFailure(_ message: String, _ file: String, _ line: Int)`:
  /// Swift's `_preconditionFailure(_:file:line:)`, a failed check of the library's own
  /// (`Range requires lowerBound <= upperBound`, stdlib/Range.swift): at -Onone
  /// `FILE:LINE: Fatal error: MESSAGE`, naming the place in Swift's library source where
  /// swiftc's check is, and a trap; at -O a bare trap (the runtime's `ms_fatal_error`).
  case libraryPreconditionFailure
  /// `Builtin.libraryFatalError(_ message: String, _ file: String, _ line: Int)`: a
  /// failed check in what Swift's library compiles into itself, not into the program
  /// (`Dictionary(uniqueKeysWithValues:)`'s duplicate keys, `String(_:radix:)`'s radix):
  /// reported at -O too, as swiftc's library does.
  case libraryFatalError
  /// `Builtin.writeStandardOutput(_ text: String)`: `print`'s and `debugPrint`'s output
  /// (stdlib/Print.swift), to the runtime's buffered standard output.
  case writeStandardOutput
  /// `Builtin.description<T>(_ x: T) -> String`: a value's text as `print` and
  /// `String(describing:)` show it (stdlib/Print.swift, stdlib/StringDescribing.swift).
  case description
  /// `Builtin.debugDescription<T>(_ x: T) -> String`: `String(reflecting:)`
  /// (stdlib/StringDescribing.swift), a value's text as a collection or `debugPrint` shows it
  /// (`"text"` quoted, `main.Point(x: 1, y: 2)` qualified).
  case debugDescription
}

extension Builtin {
  /// Is it one of Dictionary's or Set's operations (lowered by IRGen/GenDictionary.swift)?
  public var isHashedCollection: Bool {
    switch self {
    case .dictionaryCount, .dictionaryIsEmpty, .dictionaryKeys, .dictionaryValues, .dictionaryUpdateValue,
      .dictionaryRemoveValue, .dictionaryRemoveAll, .dictionaryLookup, .dictionaryValueAddress, .dictionaryInsertAddress,
      .setInsert, .setRemove, .setContains, .setFromArray:
      true
    default: false
    }
  }
}
