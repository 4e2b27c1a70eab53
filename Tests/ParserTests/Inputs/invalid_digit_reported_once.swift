// The lexer reports the bad literal; the parser adds nothing at the same place.
let speedLimit = 50
let distance = 120km // expected-error {{'k' is not a valid digit in integer literal}}
