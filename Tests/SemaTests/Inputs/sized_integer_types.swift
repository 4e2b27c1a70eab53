// Sized integers are types of their own: no implicit conversion between widths or to
// Int, no negation of an unsigned value, and a conversion must be written.
func mismatch(_ small: UInt8, _ big: Int, _ other: Int16) -> Int {
  let n: Int = small                // expected-error {{cannot convert value of type 'UInt8' to specified type 'Int'}}
  let m: UInt8 = other              // expected-error {{cannot convert value of type 'Int16' to specified type 'UInt8'}}
  let ok = Int(small) + big + Int(other)
  return n + Int(m) + ok
}
func takesByte(_ b: UInt8) -> UInt8 { b }
print(mismatch(1, 2, 3), takesByte(Int8(3)))  // expected-error {{cannot convert value of type 'Int8' to expected argument type 'UInt8'}}
