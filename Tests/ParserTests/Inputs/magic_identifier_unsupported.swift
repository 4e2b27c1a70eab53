// miniswiftc-only
// `#line` as a default value is the caller's line in Swift, and `#function` at top
// level is the module's name, which the parser does not know: both are refused.
func log(_ message: String, line: Int = #line) { // expected-error {{'#line' as a default argument is not supported yet by miniswiftc}}
  print(line, message)
}
print(#function) // expected-error {{'#function' outside a function is not supported yet by miniswiftc}}
