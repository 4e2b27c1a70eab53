// String(n, radix:uppercase:) of every integer type and Int(text, radix:): the
// library's extension initializers (stdlib/IntegerRadixText.swift), Int.min and overflow included.
print(String(255, radix: 16), String(255, radix: 2), String(255, radix: 16, uppercase: true))
print(String(-255, radix: 16), String(0, radix: 7), String(Int.min, radix: 16), String(Int.max, radix: 36))
print(String(UInt8(200), radix: 2), String(UInt32(0x1F496), radix: 16), String(UInt64.max, radix: 16), String(Int8(-128), radix: 2))
let v = "\u{2665}".unicodeScalars.first!.value
print(String(v, radix: 16))
for t in ["ff", "FF", "-80", "+7f", "", "-", "g", "7fffffffffffffff", "8000000000000000", "-8000000000000000", "1_0", " 1"] {
    print(Int(t, radix: 16) as Any)
}
print(Int("101", radix: 2)!, Int("z", radix: 36)!, Int("Z", radix: 35) as Any)
