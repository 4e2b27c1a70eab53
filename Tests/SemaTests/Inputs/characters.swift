// Characters and string indices used wrongly: a literal of more than one Character,
// an Int index, operators String has and Character has not, a range of indices walked
// by for-in, mutating a constant.
let two: Character = "ab"          // expected-error {{cannot convert value of type 'String' to specified type 'Character'}}
let one: Character = "a"
let flag: Character = "🇺🇸"
let interpolated: Character = "\(one)"  // expected-error {{cannot convert value of type 'String' to specified type 'Character'}}
let text = "abc"                   // expected-note {{change 'let' to 'var' to make it mutable}}
print(text[0])                     // expected-error {{'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.}}
let sum = one + one                // expected-error {{binary operator '+' cannot be applied to two 'Character' operands}}
// expected-error@+2 {{referencing instance method 'makeIterator()' on 'Range' requires that 'String.Index' conform to 'Strideable'}}
// expected-error@+1 {{referencing instance method 'next()' on 'Range' requires that 'String.Index' conform to 'Strideable'}}
for i in text.startIndex..<text.endIndex { print(i) }  // expected-error {{protocol 'Sequence' requires that 'String.Index' conform to 'Strideable'}}
text.insert("x", at: text.startIndex)  // expected-error {{cannot use mutating member on immutable value: 'text' is a 'let' constant}}
let index: String.Index = text.startIndex
let notAnIndex: String.Index = 0   // expected-error {{cannot convert value of type 'Int' to specified type 'String.Index'}}
print(flag == "🇺🇸", index == text.endIndex)
