// Dictionary and Set have `==` and `!=` (between two values of one type) and no other
// operator.
let ages = ["Ann": 31]
var digits: Set = [1, 2]
print(ages == ["Ann": 31], digits != [2, 1], ages != [:])
print(ages < ages) // expected-error {{binary operator '<' cannot be applied to two '[String : Int]' operands}}
print(digits + digits) // expected-error {{binary operator '+' cannot be applied to two 'Set<Int>' operands}}
digits += [3] // expected-error {{binary operator '+=' cannot be applied to operands of type 'Set<Int>' and '[Int]'}}
