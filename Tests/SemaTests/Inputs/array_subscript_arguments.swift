// miniswiftc-only: swiftc reports the same error, with a note on the declaration of
// Array's subscript in the standard library (which -verify cannot annotate here).
var numbers = [1, 2]
numbers[] = 25 // expected-error {{missing argument for parameter #1 in subscript}}
print(numbers)
