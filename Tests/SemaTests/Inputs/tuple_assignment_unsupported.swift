// miniswiftc-only: a `_` among a tuple assignment's destinations (its element type would
// come from the source) is not supported yet.
var s = "s"
(s, _) = ("t", 1) // expected-error {{'_' in a tuple assignment is not supported yet by miniswiftc}}
