// Character's properties for every seventh scalar up to U+30000, against swiftc's own
// Unicode data (the runtime's tables, Tools/unicode-properties-table.swift).
var v = 0
var lines = 0
var sum = 0
while v < 0x30000 {
    if let s = Unicode.Scalar(v) {
        let c = Character("\(s)")
        var bits = 0
        if c.isLetter { bits += 1 }
        if c.isNumber { bits += 2 }
        if c.isUppercase { bits += 4 }
        if c.isLowercase { bits += 8 }
        if c.isWhitespace { bits += 16 }
        if c.isPunctuation { bits += 32 }
        if c.isSymbol { bits += 64 }
        if c.isMathSymbol { bits += 128 }
        if c.isCurrencySymbol { bits += 256 }
        if c.isNewline { bits += 512 }
        if c.isHexDigit { bits += 1024 }
        if c.isASCII { bits += 2048 }
        if c.isCased { bits += 4096 }
        sum = sum &* 31 &+ bits &+ (c.wholeNumberValue ?? -1) &+ Int(c.asciiValue ?? 0) &+ (c.hexDigitValue ?? 0)
        if v % 97 == 0 { print(v, bits, c.wholeNumberValue as Any, s.properties.generalCategory) ; lines += 1 }
    }
    v += 7
}
print(sum, lines)
let multi: [Character] = ["e\u{301}", "\r\n", "🇺🇸", "E\u{301}", "1\u{20E3}", "ǅ"]
for c in multi { print(c.isLetter, c.isUppercase, c.isLowercase, c.isCased, c.asciiValue as Any, c.isNumber, c.wholeNumberValue as Any, c.isNewline, c.isWhitespace) }
