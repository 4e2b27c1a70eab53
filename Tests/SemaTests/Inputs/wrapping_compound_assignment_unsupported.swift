// miniswiftc-only: Swift's wrapping compound assignments `&+=`, `&-=`, `&*=` are "not
// supported yet" (they were "cannot find operator '&+=' in scope", which blames valid
// Swift); `x = x &+ y` works.
var level: UInt8 = 250
level &+= 10 // expected-error {{operator '&+=' is not supported yet by miniswiftc}}
level &-= 1 // expected-error {{operator '&-=' is not supported yet by miniswiftc}}
level &*= 2 // expected-error {{operator '&*=' is not supported yet by miniswiftc}}
level = level &+ 10
