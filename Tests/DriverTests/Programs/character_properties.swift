// Character's properties (the library's CharacterProperties.swift, over the Unicode
// scalar properties of the runtime's table).
let chars: [Character] = ["a", "Z", "5", " ", "é", "!", "\n", "$", "+", "Ⅻ", "½", "٣", "F", "ｆ", "ß", "Σ", "ǅ"]
for c in chars {
    print(c, c.isLetter, c.isNumber, c.isUppercase, c.isLowercase, c.isWhitespace, c.isPunctuation,
          c.isSymbol, c.isMathSymbol, c.isCurrencySymbol, c.isNewline, c.isCased)
    print(c.asciiValue as Any, c.isASCII, c.wholeNumberValue as Any, c.isWholeNumber, c.hexDigitValue as Any, c.isHexDigit)
}
let c: Character = "a"
print(c.uppercased(), c.lowercased(), Character("Q").lowercased())
print(Character("a").asciiValue!, Character("é").asciiValue as Any, Character("\r\n").asciiValue!)

// Characters of several scalars: most properties are the first scalar's.
let clusters: [Character] = ["e\u{301}", "E\u{301}", "\r\n", "🇺🇸", "1\u{20E3}"]
for c in clusters {
    print(c.isLetter, c.isUppercase, c.isLowercase, c.isNumber, c.wholeNumberValue as Any, c.isNewline, c.isASCII)
}

// What a student does with them.
let text = "Hello, World 42!"
print(text.filter { $0.isLetter }.count, text.filter { $0.isNumber }, text.contains { $0.isUppercase })
print(text.compactMap { $0.wholeNumberValue }.reduce(0, +))
print(text.lowercased().filter { "aeiou".contains($0) }.count)
func isPalindrome(_ s: String) -> Bool {
    let letters = s.lowercased().filter { $0.isLetter }
    var reversed = ""
    for ch in letters { reversed = String(ch) + reversed }
    return letters == reversed
}
print(isPalindrome("A man, a plan, a canal: Panama"), isPalindrome("hello"))
let scalar = "Ж".unicodeScalars.first!
print(scalar.properties.isAlphabetic, scalar.properties.generalCategory, scalar.properties.numericType as Any)
print("7".unicodeScalars.first!.properties.numericType!, "⅓".unicodeScalars.first!.properties.numericType!)
