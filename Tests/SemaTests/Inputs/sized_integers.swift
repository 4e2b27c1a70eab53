// Sized integers: literals that do not fit their type, constant arithmetic that
// overflows at a type's own width, division by zero, negation of the minimum (see
// sized_integer_types.swift for the type errors).
let tooBig: UInt8 = 256             // expected-error {{integer literal '256' overflows when stored into 'UInt8'}}
let negative: UInt16 = -1           // expected-error {{negative integer '-1' overflows when stored into unsigned type 'UInt16'}}
let tooSmall: Int8 = -129           // expected-error {{integer literal '-129' overflows when stored into 'Int8'}}
let converted = UInt8(300)          // expected-error {{integer literal '300' overflows when stored into 'UInt8'}}
let fits: Int8 = -128
let wide: UInt64 = 18446744073709551615
func arithmetic() -> Int8 {
  let a = Int8.max + 1              // expected-error {{arithmetic operation '127 + 1' (on type 'Int8') results in an overflow}}
  let b = UInt8.min - 1             // expected-error {{arithmetic operation '0 - 1' (on type 'UInt8') results in an overflow}}
  let c = Int16.max * 2             // expected-error {{arithmetic operation '32767 * 2' (on type 'Int16') results in an overflow}}
  let d = -Int8.min                 // expected-error {{arithmetic operation '0 - -128' (on signed 8-bit integer type) results in an overflow}}
  var e: UInt32 = 7
  e /= 0                            // expected-error {{division by zero}}
  let f = Int8.min / -1             // expected-error {{division '-128 / -1' results in an overflow}}
  let g = UInt64.max &+ 1
  print(b, c, e, g)
  return a + d + f                  // expected-error {{arithmetic operation '-128 + -128' (on type 'Int8') results in an overflow}}
}
print(tooBig, negative, tooSmall, converted, fits, wide, arithmetic())
