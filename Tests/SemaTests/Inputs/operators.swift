// Operator folding by precedence, operator overloads and their errors.
let x = 3                      // expected-note {{change 'let' to 'var' to make it mutable}}
var y = 4
let z = 2.5
let precedence = 1 + 2 * 3 - 8 / 4 % 3   // 1 + 6 - (2 % 3) = 5
let comparison = x + 1 < y * 2 && !(y == 4) || x != 3
let mixedSum = x + z           // expected-error {{binary operator '+' cannot be applied to operands of type 'Int' and 'Double'}}
// expected-note@-1 {{overloads for '+' exist with these partially matching parameter lists: (Double, Double), (Int, Int)}}
let joined = "a" + 1           // expected-error {{binary operator '+' cannot be applied to operands of type 'String' and 'Int'}}
// expected-note@-1 {{overloads for '+' exist with these partially matching parameter lists: (Int, Int), (String, String)}}
let chained = 1 < 2 < 3        // expected-error {{cannot convert value of type 'Bool' to expected argument type 'Int'}}
// expected-error@-1 {{adjacent operators are in non-associative precedence group 'ComparisonPrecedence'}}
y += 1
y -= x
y *= 2
y /= 2
y %= 5
y = y &+ 1 &* 2 &- 3
var d = 1.5
d += 1
d += x                         // expected-error {{cannot convert value of type 'Int' to expected argument type 'Double'}}
x += 1                         // expected-error {{left side of mutating operator isn't mutable: 'x' is a 'let' constant}}
var s = "a"
s += "b"
let less = s < "c" && s != "" && s == "ab"
let negative = -x
let notFlag = !less
y ** 2                         // expected-error {{cannot find operator '**' in scope}}
print(precedence, comparison, mixedSum, joined, chained, d, less, negative, notFlag, z)
