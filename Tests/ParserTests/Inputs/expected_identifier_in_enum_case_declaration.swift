// expected-error@+1 {{expected identifier in enum 'case' declaration}}
enum E { case }
