/// The reserved words: every `kw_*` kind of `TokenKind`, spelled as its raw value
/// without the `kw_` prefix (`kw_Self` is `Self`). Contextual keywords (`get`, `set`,
/// `mutating`, `open`, ...) are not here: they lex as identifiers, and so does `_`.
///
/// Deciding "keyword or identifier" happens for every identifier, so it must not make a
/// `String` or touch a shared table (whose reference counting showed in profiles). The
/// identifier's bytes are packed little-endian into two integers, the first eight bytes
/// in `lo` and the rest (keywords are at most 15 bytes) in `hi`, and a `switch` over
/// constants finds the keyword. Each case is `spelling -> (lo, hi)`; zero padding makes
/// the length part of the value. `TokenTests.everyKeywordKindIsRecognised` checks that
/// every `kw_*` kind is listed here.
enum Keywords {
  static let maxLength = 15

  /// The keyword kind spelled by `length` bytes at `p`, or nil for an identifier.
  @inline(__always)
  static func kind(_ p: UnsafePointer<UInt8>, _ length: Int) -> TokenKind? {
    guard length >= 2, length <= maxLength else { return nil }
    var lo: UInt64 = 0
    var hi: UInt64 = 0
    var k = 0
    while k < length && k < 8 {
      lo |= UInt64(p[k]) << UInt64(8 * k)
      k += 1
    }
    while k < length {
      hi |= UInt64(p[k]) << UInt64(8 * (k - 8))
      k += 1
    }
    return lookup(lo, hi)
  }

  static func lookup(_ lo: UInt64, _ hi: UInt64) -> TokenKind? {
    switch lo {
    case 0x0000000000006669: return hi == 0x0 ? .kwIf : nil  // if
    case 0x0000000000006E69: return hi == 0x0 ? .kwIn : nil  // in
    case 0x0000000000006F64: return hi == 0x0 ? .kwDo : nil  // do
    case 0x0000000000007361: return hi == 0x0 ? .kwAs : nil  // as
    case 0x0000000000007369: return hi == 0x0 ? .kwIs : nil  // is
    case 0x00000000006C696E: return hi == 0x0 ? .kwNil : nil  // nil
    case 0x0000000000726176: return hi == 0x0 ? .kwVar : nil  // var
    case 0x0000000000726F66: return hi == 0x0 ? .kwFor : nil  // for
    case 0x000000000074656C: return hi == 0x0 ? .kwLet : nil  // let
    case 0x0000000000796E41: return hi == 0x0 ? .kwAny : nil  // Any
    case 0x0000000000797274: return hi == 0x0 ? .kwTry : nil  // try
    case 0x00000000636E7566: return hi == 0x0 ? .kwFunc : nil  // func
    case 0x0000000065736163: return hi == 0x0 ? .kwCase : nil  // case
    case 0x0000000065736C65: return hi == 0x0 ? .kwElse : nil  // else
    case 0x0000000065757274: return hi == 0x0 ? .kwTrue : nil  // true
    case 0x00000000666C6553: return hi == 0x0 ? .kwCapitalSelf : nil  // Self
    case 0x00000000666C6573: return hi == 0x0 ? .kwSelf : nil  // self
    case 0x000000006D756E65: return hi == 0x0 ? .kwEnum : nil  // enum
    case 0x0000000074696E69: return hi == 0x0 ? .kwInit : nil  // init
    case 0x0000006472617567: return hi == 0x0 ? .kwGuard : nil  // guard
    case 0x000000656C696877: return hi == 0x0 ? .kwWhile : nil  // while
    case 0x0000006572656877: return hi == 0x0 ? .kwWhere : nil  // where
    case 0x00000065736C6166: return hi == 0x0 ? .kwFalse : nil  // false
    case 0x0000006863746163: return hi == 0x0 ? .kwCatch : nil  // catch
    case 0x0000006B61657262: return hi == 0x0 ? .kwBreak : nil  // break
    case 0x0000007265666564: return hi == 0x0 ? .kwDefer : nil  // defer
    case 0x0000007265707573: return hi == 0x0 ? .kwSuper : nil  // super
    case 0x0000007373616C63: return hi == 0x0 ? .kwClass : nil  // class
    case 0x00000074756F6E69: return hi == 0x0 ? .kwInout : nil  // inout
    case 0x000000776F726874: return hi == 0x0 ? .kwThrow : nil  // throw
    case 0x000063696C627570: return hi == 0x0 ? .kwPublic : nil  // public
    case 0x0000636974617473: return hi == 0x0 ? .kwStatic : nil  // static
    case 0x0000686374697773: return hi == 0x0 ? .kwSwitch : nil  // switch
    case 0x00006E7275746572: return hi == 0x0 ? .kwReturn : nil  // return
    case 0x000073776F726874: return hi == 0x0 ? .kwThrows : nil  // throws
    case 0x0000746165706572: return hi == 0x0 ? .kwRepeat : nil  // repeat
    case 0x0000746375727473: return hi == 0x0 ? .kwStruct : nil  // struct
    case 0x000074696E696564: return hi == 0x0 ? .kwDeinit : nil  // deinit
    case 0x000074726F706D69: return hi == 0x0 ? .kwImport : nil  // import
    case 0x0065746176697270: return hi == 0x0 ? .kwPrivate : nil  // private
    case 0x00746C7561666564: return hi == 0x0 ? .kwDefault : nil  // default
    case 0x61696C6165707974: return hi == 0x73 ? .kwTypealias : nil  // typealias
    case 0x65756E69746E6F63: return hi == 0x0 ? .kwContinue : nil  // continue
    case 0x6C616E7265746E69: return hi == 0x0 ? .kwInternal : nil  // internal
    case 0x6C6F636F746F7270: return hi == 0x0 ? .kwProtocol : nil  // protocol
    case 0x6E65646563657270: return hi == 0x70756F72676563 ? .kwPrecedencegroup : nil  // precedencegroup
    case 0x6F69736E65747865: return hi == 0x6E ? .kwExtension : nil  // extension
    case 0x6F7268746C6C6166: return hi == 0x686775 ? .kwFallthrough : nil  // fallthrough
    case 0x7069726373627573: return hi == 0x74 ? .kwSubscript : nil  // subscript
    case 0x726F74617265706F: return hi == 0x0 ? .kwOperator : nil  // operator
    case 0x73776F7268746572: return hi == 0x0 ? .kwRethrows : nil  // rethrows
    case 0x746169636F737361: return hi == 0x657079746465 ? .kwAssociatedtype : nil  // associatedtype
    case 0x76697270656C6966: return hi == 0x657461 ? .kwFileprivate : nil  // fileprivate
    default: return nil
    }
  }
}
