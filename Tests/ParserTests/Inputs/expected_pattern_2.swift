// expected-error@+1 {{expected pattern}}
switch x { case let: break }
