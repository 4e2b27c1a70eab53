// miniswiftc-only
// `#function` as a default value is the caller's function, at top level the module's
// name; `#fileID` elsewhere than as a default value names the module too, which the
// parser does not know: they are refused. (`#line`, `#file`, `#fileID` as default
// values are the caller's place: Programs/stdlib_checks.swift.)
func log(_ message: String, function: String = #function) { // expected-error {{'#function' as a default argument is not supported yet by miniswiftc}}
  print(function, message)
}
print(#function) // expected-error {{'#function' outside a function is not supported yet by miniswiftc}}
print(#fileID) // expected-error {{'#fileID' outside a default argument is not supported yet by miniswiftc}}
