// expected-error@+1 {{raw value for enum case must be a literal}}
enum E: Int { case a = b }
